/**
 * A futures follower started from a checkpoint goes on exactly as one that replayed the futures
 * result stream from its start (docs/scale-out.md, "Checkpoints and purges (futures)"): for random
 * runs of two contracts' engine results (trades, funding, liquidations, insurance changes, index
 * moves), a projection fed results 1..n equals one restored (through JSON, as it is stored) from a
 * checkpoint at a random k and fed k+1..n, in everything it holds and serves after. A re-published
 * result is skipped after a restore as before it.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryKind } from '../plugins/futures/tables.ts';
import {
  FUTURES_CHECKPOINT_VERSION,
  type FuturesCheckpoint,
  FuturesProjection,
} from './futures-projection.ts';
import {
  type FuturesCommandEnvelope,
  type FuturesCommandResult,
  FuturesSymbolEngine,
} from './futures-symbol-engine.ts';

const CONTRACTS = [
  { symbol: 'BTCUSDT', mid: 90_000, spread: 3_000, size: 0.001, sizePlaces: 3 },
  { symbol: 'ETHUSDT', mid: 3_000, spread: 100, size: 0.01, sizePlaces: 2 },
] as const;
const ACCOUNTS = ['u1', 'u2', 'u3', 'u4'];
const KINDS: HistoryKind[] = ['order', 'fill', 'funding', 'liquidation', 'position'];
const FUNDING_MS = 60_000;

/** A seeded generator, so a failing run can be repeated. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The results of `count` random commands over both contracts, in a stream's interleaved order. */
function randomResults(seed: number, count: number): FuturesCommandResult[] {
  const random = generator(seed);
  const engines = new Map<string, FuturesSymbolEngine>(
    CONTRACTS.map(({ symbol }) => [
      symbol,
      new FuturesSymbolEngine(symbol, undefined, { fundingIntervalMs: FUNDING_MS }),
    ]),
  );
  const seqs = new Map<string, number>();
  const marks = new Map<string, number>(CONTRACTS.map(({ symbol, mid }) => [symbol, mid]));
  const results: FuturesCommandResult[] = [];
  let ts = FUNDING_MS * 10;
  const applyTo = (symbol: string, rid: string, command: Record<string, unknown>) => {
    // Seconds to minutes apart: trades fall into many 1-minute candles and funding falls due.
    ts += Math.floor(500 + random() * 20_000);
    const seq = (seqs.get(symbol) ?? 0) + 1;
    seqs.set(symbol, seq);
    const envelope = { rid, command: { ...command, ts } } as FuturesCommandEnvelope;
    const result = engines.get(symbol)!.apply(seq, envelope);
    if (result !== undefined) results.push(result);
  };
  for (const { symbol, mid } of CONTRACTS) {
    applyTo(symbol, `seed-${symbol}`, { type: 'fund-insurance', amount: '1000000' });
    for (const accountId of ACCOUNTS)
      applyTo(symbol, `xfer:${symbol}:${accountId}`, {
        type: 'transfer',
        direction: 'in',
        accountId,
        amount: '20000',
      });
    // u4 trades isolated at the highest leverage: the marks' swings liquidate it.
    applyTo(symbol, `mode-${symbol}`, { type: 'set-margin-mode', accountId: 'u4', symbol, marginMode: 1 });
    applyTo(symbol, `lev-${symbol}`, { type: 'set-leverage', accountId: 'u4', symbol, leverage: 50 });
    const price = mid.toFixed(1);
    applyTo(symbol, `m0-${symbol}`, { type: 'spot-prices', symbol, bid: price, ask: price, last: price });
  }
  for (let i = 0; i < count; i += 1) {
    const { symbol, mid, spread, size, sizePlaces } = CONTRACTS[Math.floor(random() * CONTRACTS.length)]!;
    const roll = random();
    if (roll < 0.15) {
      const mark = Math.max(
        mid - spread * 3,
        Math.min(mid + spread * 3, marks.get(symbol)! + Math.round((random() - 0.5) * spread)),
      );
      marks.set(symbol, mark);
      const price = mark.toFixed(1);
      applyTo(symbol, `m${i}`, { type: 'spot-prices', symbol, bid: price, ask: price, last: price });
      continue;
    }
    const accountId = ACCOUNTS[Math.floor(random() * ACCOUNTS.length)]!;
    if (roll < 0.25) {
      applyTo(symbol, `c${i}`, { type: 'cancel', accountId, symbol, orderId: 1 + Math.floor(random() * i) });
      continue;
    }
    applyTo(symbol, `p${i}`, {
      type: 'place',
      accountId,
      symbol,
      side: random() < 0.5 ? 'buy' : 'sell',
      orderType: random() < 0.2 ? 'market' : 'limit',
      price: (marks.get(symbol)! + Math.floor((random() - 0.5) * spread * 0.1)).toFixed(1),
      size: (size * (1 + Math.floor(random() * 30))).toFixed(sizePlaces),
    });
  }
  return results;
}

function feed(projection: FuturesProjection, results: readonly FuturesCommandResult[], firstSeq: number) {
  return results.map((result, index) => projection.apply(result, firstSeq + index));
}

const stored = (checkpoint: FuturesCheckpoint): FuturesCheckpoint => JSON.parse(JSON.stringify(checkpoint));

/** Everything the followers serve from the projection: record pages, insurance changes, trades, candles, indexes. */
function served(projection: FuturesProjection) {
  const page = { limit: 1_000 };
  return {
    records: ACCOUNTS.map((accountId) => KINDS.map((kind) => projection.history.page(accountId, kind, page))),
    insurance: projection.history.insuranceChanges({ limit: 1_000 }),
    contracts: CONTRACTS.map(({ symbol }) => ({
      trades: projection.market.trades(symbol),
      candles: projection.market.minuteCandles(symbol),
      index: projection.indexes.indexOf(symbol),
      applied: projection.appliedSeq(symbol),
    })),
  };
}

describe('futures projection checkpoint', () => {
  it('restored at any point and fed the rest, equals the projection that saw every result', () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const random = generator(seed * 7_919);
      const results = randomResults(seed, 600 + Math.floor(random() * 1_500));
      const cut = Math.floor(random() * results.length);
      const straight = new FuturesProjection();
      const straightApplied = feed(straight, results, 1);

      const before = new FuturesProjection();
      feed(before, results.slice(0, cut), 1);
      const restored = FuturesProjection.fromCheckpoint(stored(before.toCheckpoint()));
      expect(restored, `seed ${seed}`).toBeDefined();
      const restoredApplied = feed(restored!, results.slice(cut), cut + 1);

      expect(restoredApplied, `seed ${seed} cut ${cut}`).toEqual(straightApplied.slice(cut));
      expect(restored!.streamSeq).toBe(straight.streamSeq);
      expect(restored!.toCheckpoint(), `seed ${seed} cut ${cut}`).toEqual(straight.toCheckpoint());
      expect(served(restored!), `seed ${seed} cut ${cut}`).toEqual(served(straight));

      // The runs really exercise the parts: trades, records of every kind, insurance changes.
      const everything = served(straight);
      expect(
        everything.contracts.every((contract) => contract.trades.length > 0),
        `seed ${seed}`,
      ).toBe(true);
      for (const kind of ['order', 'fill', 'funding', 'position'] as const)
        expect(
          ACCOUNTS.some((accountId) => straight.history.page(accountId, kind, { limit: 1 }).length > 0),
          `seed ${seed} ${kind}`,
        ).toBe(true);
      expect(everything.insurance.length, `seed ${seed}`).toBeGreaterThanOrEqual(CONTRACTS.length);
    }
  });

  it('the runs liquidate, so liquidation records are in the checkpoints too', () => {
    const results = randomResults(3, 2_000);
    expect(results.some((result) => result.events.some((event) => event.type === 'liquidation'))).toBe(true);
    const projection = new FuturesProjection();
    feed(projection, results, 1);
    expect(
      ACCOUNTS.some(
        (accountId) => projection.history.page(accountId, 'liquidation', { limit: 1 }).length > 0,
      ),
    ).toBe(true);
  });

  it('skips a result re-published after the checkpoint was taken, as the straight projection does', () => {
    const results = randomResults(99, 600);
    const before = new FuturesProjection();
    feed(before, results.slice(0, 300), 1);
    const restored = FuturesProjection.fromCheckpoint(stored(before.toCheckpoint()))!;
    // An engine restarted from an older snapshot publishes results the checkpoint holds again.
    for (const result of results.slice(250, 300)) expect(restored.apply(result, 1_000)).toBe(false);
    expect(served(restored)).toEqual(served(before));
  });

  it('is not restored from a checkpoint of another format version', () => {
    const checkpoint = new FuturesProjection().toCheckpoint();
    expect(
      FuturesProjection.fromCheckpoint({ ...checkpoint, version: FUTURES_CHECKPOINT_VERSION + 1 }),
    ).toBeUndefined();
  });
});
