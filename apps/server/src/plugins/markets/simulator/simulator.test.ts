import { describe, expect, it } from 'vitest';
import { Exchange } from '../../../markets/exchange.ts';
import { ASSETS, getSymbol, SYMBOLS } from '../../../markets/symbols.ts';
import { MINUTE_MS } from '../views/candles.ts';
import { buildHistory, HISTORY_MINUTES } from './history.ts';
import { FairPrices, MarketSimulator, SIM_MAKER } from './market-simulator.ts';

function run(seed: string, steps: number) {
  const exchange = new Exchange();
  const simulator = new MarketSimulator(seed, new FairPrices(), { walk: true, taker: true });
  for (const command of simulator.funding(exchange, ASSETS, 0)) exchange.apply(command);
  const commands = [];
  for (let step = 1; step <= steps; step += 1) {
    for (const spec of SYMBOLS) {
      for (const command of simulator.step(exchange, spec, step)) {
        commands.push(command);
        exchange.apply(command);
      }
    }
  }
  return { exchange, commands };
}

describe('simulated market', () => {
  it('is deterministic under a seed and differs between seeds', () => {
    expect(run('a', 40).commands).toEqual(run('a', 40).commands);
    expect(run('a', 40).commands).not.toEqual(run('b', 40).commands);
  });

  it('keeps a two-sided, uncrossed book that trades, with the exchange invariants intact', () => {
    const { exchange, commands } = run('book', 80);
    expect(exchange.checkInvariants()).toEqual([]);
    for (const spec of SYMBOLS) {
      const book = exchange.book(spec.symbol);
      expect(book.bestBid()).toBeLessThan(book.bestAsk()!);
      expect(exchange.openOrders(SIM_MAKER, spec.symbol).length).toBeGreaterThanOrEqual(20);
    }
    expect(commands.some((command) => command.type === 'place' && command.orderType === 'market')).toBe(true);
  });

  it('builds 24 hours of 1-minute history ending before now, the same for the same seed', () => {
    const spec = getSymbol('ETHUSDT');
    const now = Date.parse('2026-11-21T10:00:30Z');
    const history = buildHistory(spec, 's', now);
    expect(history).toHaveLength(HISTORY_MINUTES);
    expect(history.at(-1)!.openTime).toBe(Date.parse('2026-11-21T09:59:00Z'));
    expect(history[0]!.openTime).toBe(Date.parse('2026-11-21T10:00:00Z') - HISTORY_MINUTES * MINUTE_MS);
    expect(
      history.every((c) => c.low <= Math.min(c.open, c.close) && c.high >= Math.max(c.open, c.close)),
    ).toBe(true);
    expect(buildHistory(spec, 's', now)).toEqual(history);
  });
});
