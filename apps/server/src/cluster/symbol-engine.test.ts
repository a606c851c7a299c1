/**
 * The cluster's pure parts without NATS: every result's postings sum to zero per asset and add up
 * to the exchange's balances; an engine restored from a snapshot mid-stream produces the same
 * results as one that never stopped (so replay after a crash is exact), and re-applying a sequence
 * does nothing; order numbers are unique across symbols that share one command stream; the book rebuilt from results and the one rebuilt from level deltas both equal the
 * engine's own book.
 */
import { describe, expect, it } from 'vitest';
import { BookReplica, LevelBook } from './book-replica.ts';
import { type CommandEnvelope, type CommandResult, parseSignedUnits, SymbolEngine } from './symbol-engine.ts';

function commands(count: number): CommandEnvelope[] {
  const list: CommandEnvelope[] = [];
  for (const account of ['u1', 'u2', 'u3']) {
    list.push({
      rid: `d-${account}-q`,
      command: { type: 'deposit', accountId: account, asset: 'USDT', amount: '10000000', ts: 1 },
    });
    list.push({
      rid: `d-${account}-b`,
      command: { type: 'deposit', accountId: account, asset: 'BTC', amount: '100', ts: 1 },
    });
  }
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < count; i += 1) {
    const accountId = `u${1 + Math.floor(random() * 3)}`;
    if (i > 10 && random() < 0.2) {
      list.push({
        rid: `c${i}`,
        command: {
          type: 'cancel',
          symbol: 'BTCUSDT',
          accountId,
          // An earlier command's sequence: the order it placed, if it was a place (order-numbers.ts).
          orderId: 1 + Math.floor(random() * list.length),
          ts: 10 + i,
        },
      });
      continue;
    }
    list.push({
      rid: `p${i}`,
      command: {
        type: 'place',
        symbol: 'BTCUSDT',
        accountId,
        side: random() < 0.5 ? 'buy' : 'sell',
        orderType: random() < 0.1 ? 'market' : 'limit',
        price: (90_000 + Math.floor(random() * 40) - 20).toFixed(2),
        size: (0.001 * (1 + Math.floor(random() * 20))).toFixed(6),
        ts: 10 + i,
      },
    });
  }
  return list;
}

const run = (engine: SymbolEngine, list: CommandEnvelope[], firstSeq: number) =>
  list.map((envelope, index) => engine.apply(firstSeq + index, envelope)).filter((r) => r !== undefined);

describe('cluster symbol engine', () => {
  const list = commands(600);

  it('posts balanced legs that add up to the exchange balances', () => {
    const engine = new SymbolEngine('BTCUSDT');
    const results = run(engine, list, 1);
    for (const result of results) {
      const sums = new Map<string, bigint>();
      for (const posting of result.postings)
        sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + parseSignedUnits(posting.amount));
      for (const [asset, sum] of sums) expect(sum, `seq ${result.seq} ${asset}`).toBe(0n);
    }
    for (const { account, asset, total } of engine.balances()) {
      if (!account.startsWith('@'))
        expect(engine.exchangeBalance(account, asset), `${account} ${asset}`).toBe(total);
    }
    expect(results.some((result) => result.events.some((event) => event.type === 'trade'))).toBe(true);
    expect(engine.conservationProblems()).toEqual([]);
  });

  it('replays exactly from a snapshot and never applies a sequence twice', () => {
    const straight = new SymbolEngine('BTCUSDT');
    const expected = run(straight, list, 1);
    const first = new SymbolEngine('BTCUSDT');
    const cut = 333;
    const before = run(first, list.slice(0, cut), 1);
    const restored = new SymbolEngine('BTCUSDT', JSON.parse(JSON.stringify(first.snapshot())));
    // The replay starts a little before the snapshot, as a consumer restarted from an older one would.
    const again = run(restored, list.slice(cut - 50), cut - 49);
    expect([...before, ...again]).toEqual(expected);
    expect(restored.depth()).toEqual(straight.depth());
    expect(restored.balances()).toEqual(straight.balances());
  });

  it('numbers orders uniquely across two symbols fed one interleaved stream, the same after a snapshot and replay', () => {
    const btc = list;
    const eth = commands(600).map((envelope) => ({
      rid: `eth-${envelope.rid}`,
      command:
        'symbol' in envelope.command
          ? ({ ...envelope.command, symbol: 'ETHUSDT' } as CommandEnvelope['command'])
          : envelope.command.type === 'deposit' && envelope.command.asset === 'BTC'
            ? { ...envelope.command, asset: 'ETH' }
            : envelope.command,
    }));
    // One stream, as SPOT_CMD is: the symbols' commands interleaved, each with the next sequence.
    const stream = btc.flatMap((envelope, index) => [
      { symbol: 'BTCUSDT', envelope },
      { symbol: 'ETHUSDT', envelope: eth[index]! },
    ]);
    // The number each place took, accepted or refused (a refused cancel's event names the order it missed).
    const numbersOf = (results: CommandResult[]) =>
      results
        .filter((result) => stream[result.seq - 1]!.envelope.command.type === 'place')
        .flatMap((result) =>
          result.events.flatMap((event) =>
            event.type === 'accepted' || (event.type === 'rejected' && event.orderId !== undefined)
              ? [{ symbol: result.symbol, seq: result.seq, orderId: event.orderId }]
              : [],
          ),
        );
    const feed = (engines: Map<string, SymbolEngine>, from: number, to: number) =>
      stream
        .slice(from, to)
        .map(({ symbol, envelope }, index) => engines.get(symbol)!.apply(from + index + 1, envelope))
        .filter((result) => result !== undefined);
    const straight = new Map(['BTCUSDT', 'ETHUSDT'].map((symbol) => [symbol, new SymbolEngine(symbol)]));
    const results = feed(straight, 0, stream.length);
    const numbers = numbersOf(results);
    expect(new Set(numbers.map(({ symbol }) => symbol))).toEqual(new Set(['BTCUSDT', 'ETHUSDT']));
    expect(new Set(numbers.map(({ orderId }) => orderId)).size).toBe(numbers.length);
    // Placement order across symbols: an order's number is its place's sequence.
    for (const { seq, orderId } of numbers) expect(orderId).toBe(seq);

    const cut = 701;
    const first = new Map(['BTCUSDT', 'ETHUSDT'].map((symbol) => [symbol, new SymbolEngine(symbol)]));
    const before = feed(first, 0, cut);
    const restored = new Map(
      [...first].map(([symbol, engine]) => [
        symbol,
        new SymbolEngine(symbol, JSON.parse(JSON.stringify(engine.snapshot()))),
      ]),
    );
    expect([...before, ...feed(restored, cut, stream.length)]).toEqual(results);
  });

  it('rebuilds the same book from results and from level deltas', () => {
    const engine = new SymbolEngine('BTCUSDT');
    const replica = new BookReplica('BTCUSDT');
    const streamed = new LevelBook();
    const late = new LevelBook();
    const results: CommandResult[] = run(engine, list, 1);
    results.forEach((result, index) => {
      const delta = replica.apply(result);
      if (delta !== undefined) streamed.apply(delta);
      // A client joining half way starts from a snapshot of the replica.
      if (index === 300) late.apply({ symbol: 'BTCUSDT', seq: replica.seq, ...replica.depth() }, true);
      else if (index > 300 && delta !== undefined) late.apply(delta);
      expect(replica.apply(result)).toBeUndefined();
    });
    expect(replica.depth()).toEqual(engine.depth());
    expect(streamed.depth()).toEqual(engine.depth());
    expect(late.depth()).toEqual(engine.depth());
    expect(engine.depth().bids.length + engine.depth().asks.length).toBeGreaterThan(0);
  });
});
