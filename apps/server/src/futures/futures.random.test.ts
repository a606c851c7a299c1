import { describe, expect, it } from 'vitest';
import { runStream, STEPS } from './futures-command-stream.ts';
import { FuturesExchange } from './futures-exchange.ts';
import type { FuturesEvent } from './types.ts';

describe('§3 §9 futures randomised run', () => {
  it('keeps USDT conserved and every invariant after each of thousands of commands', () => {
    const counts = new Map<string, number>();
    let step = 0;
    const { journal } = runStream('futures-random-1', (exchange, events) => {
      step += 1;
      const problems = exchange.checkInvariants();
      if (problems.length > 0) throw new Error(`after command ${step}: ${problems.join('; ')}`);
      for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
    });
    expect(journal.length).toBeGreaterThan(STEPS);
    // The run exercised what it claims to: trades, funding, liquidations and rejections happened.
    for (const type of ['trade', 'funding', 'liquidation', 'rejected', 'position']) {
      expect(counts.get(type) ?? 0, type).toBeGreaterThan(10);
    }
  });

  it('replaying the journal, or restoring a mid-run snapshot and replaying the rest, gives identical state', () => {
    const { exchange, journal } = runStream('futures-random-2');
    const final = JSON.stringify(exchange.snapshot());

    const replayed = new FuturesExchange({ fundingIntervalMs: 60 * 60_000 });
    for (const command of journal) replayed.apply(command);
    expect(JSON.stringify(replayed.snapshot())).toBe(final);

    const half = Math.floor(journal.length / 2);
    const first = new FuturesExchange({ fundingIntervalMs: 60 * 60_000 });
    for (const command of journal.slice(0, half)) first.apply(command);
    const restored = FuturesExchange.restore(JSON.parse(JSON.stringify(first.snapshot())));
    expect(restored.checkInvariants()).toEqual([]);
    const restEvents: FuturesEvent[][] = [];
    const straightEvents: FuturesEvent[][] = [];
    for (const command of journal.slice(half)) {
      restEvents.push(restored.apply(command));
      straightEvents.push(first.apply(command));
    }
    expect(JSON.stringify(restEvents)).toBe(JSON.stringify(straightEvents));
    expect(JSON.stringify(restored.snapshot())).toBe(final);
  });
});
