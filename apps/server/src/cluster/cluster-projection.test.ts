/**
 * A follower started from a checkpoint goes on exactly as one that replayed the stream from its
 * start (docs/scale-out.md, "Checkpoints and purges"): for random runs of two symbols' engine
 * results, a projection fed results 1..n equals one restored at a random k (through JSON, as it is
 * stored) and fed k+1..n, in what each result changed and in everything it holds after. A
 * re-published result is skipped after a restore as before it.
 */
import { describe, expect, it } from 'vitest';
import { CHECKPOINT_VERSION, type ClusterCheckpoint, ClusterProjection } from './cluster-projection.ts';
import { type CommandEnvelope, type CommandResult, SymbolEngine } from './symbol-engine.ts';

const SYMBOLS = [
  { symbol: 'BTCUSDT', base: 'BTC', mid: 90_000 },
  { symbol: 'ETHUSDT', base: 'ETH', mid: 3_000 },
] as const;
const ACCOUNTS = ['u1', 'u2', 'u3', 'mm'];

/** A seeded generator, so a failing run can be repeated. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The results of `count` random commands over both symbols, in a stream's interleaved order. */
function randomResults(seed: number, count: number): CommandResult[] {
  const random = generator(seed);
  const engines = new Map<string, SymbolEngine>(
    SYMBOLS.map(({ symbol }) => [symbol, new SymbolEngine(symbol)]),
  );
  const seqs = new Map<string, number>();
  const results: CommandResult[] = [];
  const applyTo = (symbol: string, envelope: CommandEnvelope) => {
    const seq = (seqs.get(symbol) ?? 0) + 1;
    seqs.set(symbol, seq);
    const result = engines.get(symbol)!.apply(seq, envelope);
    if (result !== undefined) results.push(result);
  };
  const start = 1_700_000_000_000;
  for (const { symbol, base } of SYMBOLS)
    for (const accountId of ACCOUNTS)
      for (const [asset, amount] of [
        ['USDT', '100000000'],
        [base, '1000'],
      ] as const)
        applyTo(symbol, {
          rid: `d-${symbol}-${accountId}-${asset}`,
          command: { type: 'deposit', accountId, asset, amount, ts: start },
        });
  for (let i = 0; i < count; i += 1) {
    const { symbol, mid } = SYMBOLS[Math.floor(random() * SYMBOLS.length)]!;
    const accountId = ACCOUNTS[Math.floor(random() * ACCOUNTS.length)]!;
    // Seconds to minutes apart, so trades fall into many 1-minute candles.
    const ts = start + i * Math.floor(1_000 + random() * 60_000);
    if (i > 10 && random() < 0.25) {
      applyTo(symbol, {
        rid: `c${i}`,
        command: { type: 'cancel', symbol, accountId, orderId: 1 + Math.floor(random() * i), ts },
      });
      continue;
    }
    applyTo(symbol, {
      rid: `p${i}`,
      command: {
        type: 'place',
        symbol,
        accountId,
        side: random() < 0.5 ? 'buy' : 'sell',
        orderType: random() < 0.1 ? 'market' : 'limit',
        price: (mid + Math.floor(random() * 40) - 20).toFixed(2),
        size: (0.001 * (1 + Math.floor(random() * 20))).toFixed(6),
        ...(random() < 0.2 ? { clientOrderId: `c-${i}` } : {}),
        ts,
      },
    });
  }
  return results;
}

/** Feeds results from stream sequence `firstSeq` on, trimming written records as the followers do; answers what each changed. */
function feed(projection: ClusterProjection, results: readonly CommandResult[], firstSeq: number): unknown[] {
  return results.map((result, index) => {
    const streamSeq = firstSeq + index;
    const applied = projection.apply(result, streamSeq);
    // The persister trims after each written batch, a gateway once a second.
    if (streamSeq % 97 === 0) projection.orders.forgetWritten(projection.orders.appliedSeqs());
    return applied;
  });
}

const stored = (checkpoint: ClusterCheckpoint): ClusterCheckpoint => JSON.parse(JSON.stringify(checkpoint));

describe('cluster projection checkpoint', () => {
  it('restored at any point and fed the rest, equals the projection that saw every result', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const random = generator(seed * 7_919);
      const results = randomResults(seed, 500 + Math.floor(random() * 3_000));
      const cut = Math.floor(random() * results.length);
      const straight = new ClusterProjection();
      const straightChanges = feed(straight, results, 1);

      const before = new ClusterProjection();
      feed(before, results.slice(0, cut), 1);
      const restored = ClusterProjection.fromCheckpoint(stored(before.toCheckpoint()));
      expect(restored, `seed ${seed}`).toBeDefined();
      const restoredChanges = feed(restored!, results.slice(cut), cut + 1);

      expect(restoredChanges, `seed ${seed} cut ${cut}`).toEqual(straightChanges.slice(cut));
      expect(restored!.toCheckpoint(), `seed ${seed} cut ${cut}`).toEqual(straight.toCheckpoint());
      for (const { symbol } of SYMBOLS) {
        expect(restored!.replicas.get(symbol)!.depth()).toEqual(straight.replicas.get(symbol)!.depth());
        expect(restored!.market.minuteCandles(symbol)).toEqual(straight.market.minuteCandles(symbol));
        expect(restored!.market.trades(symbol)).toEqual(straight.market.trades(symbol));
      }
      for (const accountId of ACCOUNTS) {
        expect(restored!.orders.openOf(accountId)).toEqual(straight.orders.openOf(accountId));
        const page = { limit: 1_000 };
        expect(restored!.orders.historyOf(accountId, page)).toEqual(
          straight.orders.historyOf(accountId, page),
        );
        expect(restored!.orders.fillsOf(accountId, page)).toEqual(straight.orders.fillsOf(accountId, page));
        expect(restored!.holdings.held(accountId, 'USDT')).toBe(straight.holdings.held(accountId, 'USDT'));
      }
      // The runs really exercise the parts: trades, resting orders and finished orders.
      expect(straight.market.trades('BTCUSDT').length, `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('skips a result re-published after the checkpoint was taken, as the straight projection does', () => {
    const results = randomResults(99, 400);
    const before = new ClusterProjection();
    feed(before, results.slice(0, 200), 1);
    const restored = ClusterProjection.fromCheckpoint(stored(before.toCheckpoint()))!;
    // An engine restarted from an older snapshot publishes results the checkpoint holds again.
    for (const result of results.slice(150, 200)) expect(restored.apply(result, 1_000)).toBeUndefined();
    expect(restored.toCheckpoint().books).toEqual(before.toCheckpoint().books);
  });

  it('is not restored from a checkpoint of another format version', () => {
    const checkpoint = new ClusterProjection().toCheckpoint();
    expect(
      ClusterProjection.fromCheckpoint({ ...checkpoint, version: CHECKPOINT_VERSION + 1 }),
    ).toBeUndefined();
  });
});
