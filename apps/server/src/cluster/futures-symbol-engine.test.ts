/**
 * The futures symbol engine without NATS: every result's postings sum to zero and add up to the
 * exchange's ledger; the mark feed's price commands in the journal bring liquidations and funding
 * payments, and an engine restored from a snapshot mid-stream produces the same results as one that
 * never stopped (so replay after a crash reproduces them exactly); re-applying a sequence does
 * nothing; a transfer's command is applied once.
 */
import { describe, expect, it } from 'vitest';
import {
  answerFuturesQuery,
  type FuturesCommandEnvelope,
  type FuturesCommandResult,
  FuturesSymbolEngine,
} from './futures-symbol-engine.ts';
import { FUTURES_ORDER_NUMBERS_PER_COMMAND } from './order-numbers.ts';
import { parseSignedUnits } from './symbol-engine.ts';

const SYMBOL = 'BTCUSDT';
const FUNDING_MS = 60_000;

/** A contract's journal around `mid` (its prices scaled from BTCUSDT's 90,000). */
function commands(
  count: number,
  { symbol, mid } = { symbol: SYMBOL, mid: 90_000 },
): FuturesCommandEnvelope[] {
  const unit = mid / 90_000;
  const list: FuturesCommandEnvelope[] = [];
  let ts = FUNDING_MS * 10;
  const push = (rid: string, command: Record<string, unknown>) => {
    ts += 997;
    list.push({ rid, command: { ...command, ts } as FuturesCommandEnvelope['command'] });
  };
  push('fund-insurance', { type: 'fund-insurance', amount: '1000000' });
  for (const account of ['u1', 'u2', 'u3', 'u4'])
    push(`xfer:${account}`, { type: 'transfer', direction: 'in', accountId: account, amount: '20000' });
  // u4 trades at the highest leverage: the mark's swings liquidate it.
  // Margin mode 1: isolated (fixed).
  push('mode', { type: 'set-margin-mode', accountId: 'u4', symbol, marginMode: 1 });
  push('lev', { type: 'set-leverage', accountId: 'u4', symbol, leverage: 100 });
  let seed = 11;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let mark = mid;
  push('m0', { type: 'spot-prices', symbol, bid: String(mid), ask: String(mid), last: String(mid) });
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    if (roll < 0.15) {
      mark = Math.max(
        80_000 * unit,
        Math.min(100_000 * unit, mark + Math.round((random() - 0.5) * 3_000 * unit)),
      );
      const price = mark.toFixed(1);
      push(`m${i}`, { type: 'spot-prices', symbol, bid: price, ask: price, last: price });
      continue;
    }
    const accountId = `u${1 + Math.floor(random() * 4)}`;
    if (roll < 0.25) {
      push(`c${i}`, {
        type: 'cancel',
        accountId,
        symbol,
        // The first order of an earlier command, if it placed one (order-numbers.ts).
        orderId: (1 + Math.floor(random() * list.length)) * FUTURES_ORDER_NUMBERS_PER_COMMAND,
      });
      continue;
    }
    push(`p${i}`, {
      type: 'place',
      accountId,
      symbol,
      side: random() < 0.5 ? 'buy' : 'sell',
      orderType: random() < 0.2 ? 'market' : 'limit',
      price: (mark + Math.floor(random() * 400 * unit) - 200 * unit).toFixed(1),
      size: (0.001 * (1 + Math.floor(random() * 30))).toFixed(3),
    });
  }
  return list;
}

function run(engine: FuturesSymbolEngine, list: FuturesCommandEnvelope[], from = 0): FuturesCommandResult[] {
  return list.slice(from).map((envelope, i) => engine.apply(from + i + 1, envelope)!);
}

describe('futures symbol engine', () => {
  const list = commands(600);
  const engine = new FuturesSymbolEngine(SYMBOL, undefined, { fundingIntervalMs: FUNDING_MS });
  const results = run(engine, list);

  it('posts every ledger change, each result summing to zero, and stays sound', () => {
    for (const result of results) {
      const sum = result.postings.reduce((total, posting) => total + parseSignedUnits(posting.amount), 0n);
      expect(sum, `seq ${result.seq}`).toBe(0n);
    }
    expect(engine.view().problems).toEqual([]);
    const events = results.flatMap((result) => result.events);
    // The run is worth checking: it traded, paid funding and liquidated from the journal's marks.
    expect(events.filter((event) => event.type === 'trade').length).toBeGreaterThan(50);
    expect(events.some((event) => event.type === 'funding')).toBe(true);
    expect(events.some((event) => event.type === 'liquidation')).toBe(true);
  });

  it('replays exactly from a snapshot taken mid-stream', () => {
    for (const cut of [1, 137, 301, 555]) {
      const first = new FuturesSymbolEngine(SYMBOL, undefined, { fundingIntervalMs: FUNDING_MS });
      run(first, list.slice(0, cut));
      const restored = new FuturesSymbolEngine(SYMBOL, JSON.parse(JSON.stringify(first.snapshot())));
      expect(run(restored, list, cut)).toEqual(results.slice(cut));
      expect(restored.snapshot()).toEqual(engine.snapshot());
    }
  });

  it('numbers orders uniquely across two contracts fed one interleaved stream, the same after a snapshot and replay', () => {
    const eth = commands(600, { symbol: 'ETHUSDT', mid: 3_000 });
    // One stream, as FUT_CMD is: the contracts' commands interleaved, each with the next sequence.
    const stream = list.flatMap((envelope, index) => [
      { symbol: SYMBOL, envelope },
      { symbol: 'ETHUSDT', envelope: eth[index]! },
    ]);
    const contracts = (snapshots?: Map<string, FuturesSymbolEngine>) =>
      new Map(
        [SYMBOL, 'ETHUSDT'].map((symbol) => [
          symbol,
          snapshots === undefined
            ? new FuturesSymbolEngine(symbol, undefined, { fundingIntervalMs: FUNDING_MS })
            : new FuturesSymbolEngine(symbol, JSON.parse(JSON.stringify(snapshots.get(symbol)!.snapshot()))),
        ]),
      );
    const feed = (engines: Map<string, FuturesSymbolEngine>, from: number, to: number) =>
      stream
        .slice(from, to)
        .map(({ symbol, envelope }, index) => engines.get(symbol)!.apply(from + index + 1, envelope)!);
    const straight = feed(contracts(), 0, stream.length);

    // Each number's contract and the command that gave it (a refused cancel's event names the order it missed).
    const numbered = new Map<number, { symbols: Set<string>; seq: number }>();
    for (const result of straight)
      for (const event of result.events) {
        const orderId =
          event.type === 'order' || (event.type === 'rejected' && event.command.startsWith('place'))
            ? event.orderId
            : undefined;
        if (orderId === undefined) continue;
        const seen = numbered.get(orderId) ?? { symbols: new Set<string>(), seq: result.seq };
        seen.symbols.add(result.symbol);
        numbered.set(orderId, seen);
      }
    const perContract = (symbol: string) =>
      [...numbered.values()].filter(({ symbols }) => symbols.has(symbol));
    expect(perContract(SYMBOL).length).toBeGreaterThan(100);
    expect(perContract('ETHUSDT').length).toBeGreaterThan(100);
    for (const [orderId, { symbols, seq }] of numbered) {
      expect([...symbols], `order ${orderId}`).toHaveLength(1);
      // In placement order: from the block of the command that placed it.
      expect(Math.floor(orderId / FUTURES_ORDER_NUMBERS_PER_COMMAND), `order ${orderId}`).toBe(seq);
    }
    // A command that placed more than one order (closing orders of liquidations or TP/SL) counted on in its block.
    expect([...numbered.keys()].some((orderId) => orderId % FUTURES_ORDER_NUMBERS_PER_COMMAND > 0)).toBe(
      true,
    );

    const cut = 777;
    const first = contracts();
    const before = feed(first, 0, cut);
    expect([...before, ...feed(contracts(first), cut, stream.length)]).toEqual(straight);
  });

  it('answers the light queries with the same figures as the whole view', () => {
    const whole = engine.view();
    const market = answerFuturesQuery(engine, { market: true });
    expect(market).toEqual({
      symbol: whole.symbol,
      seq: whole.seq,
      markPrice: whole.markPrice,
      nextFundingTime: whole.nextFundingTime,
      ticker: whole.ticker,
      depth: whole.depth,
    });
    const accounts = ['u1', 'u2', 'u3', 'u4', 'nobody'];
    const parts = answerFuturesQuery(engine, { accounts });
    expect(parts).toEqual({
      symbol: SYMBOL,
      seq: engine.seq,
      parts: Object.fromEntries(accounts.map((accountId) => [accountId, engine.view(accountId).account])),
    });
    // The run left someone holding something, so the parts are not all empty.
    expect(
      Object.values(
        (parts as { parts: Record<string, { positions: unknown[]; openOrders: unknown[] }> }).parts,
      ).some((part) => part.positions.length > 0 || part.openOrders.length > 0),
    ).toBe(true);
    expect(answerFuturesQuery(engine, { accountId: 'u1' })).toEqual(engine.view('u1'));
  });

  it('applies a sequence once and a transfer once', () => {
    expect(engine.apply(5, list[4]!)).toBeUndefined();
    const again = engine.apply(engine.seq + 1, list[1]!);
    expect(again?.events).toEqual([]);
    expect(again?.postings).toEqual([]);
    expect(again?.transfer).toBe('applied');
    const other = engine.apply(engine.seq + 1, {
      rid: 'x',
      command: { type: 'cancel', accountId: 'u1', symbol: 'ETHUSDT', orderId: 1, ts: 1 },
    });
    expect(other?.events).toEqual([]);
  });
});
