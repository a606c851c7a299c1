/**
 * Futures engine throughput against the spot exchange on the same seeded order flow (one
 * process, the two engines interleaved in chunks of the stream so load falls on both alike,
 * median of three rounds), plus the cost of a mark-price update with 100,
 * 1,000 and 10,000 open positions (warmed up, best of three rounds), which must look only at the
 * triggers and liquidation bands the price crosses. Prints the table and a one-line summary
 * against the #22 targets (a ratio, so it holds on a loaded machine). Both exchanges do
 * the full job (margin or balance holds, fills, fees, ledger postings); the ratio shows what
 * positions, margin and the futures ledger add on top of spot matching and settlement.
 */
import { FuturesExchange } from '../apps/server/src/futures/futures-exchange.ts';
import type { FuturesCommand } from '../apps/server/src/futures/types.ts';
import { Exchange } from '../apps/server/src/markets/exchange.ts';
import type { ExchangeCommand } from '../apps/server/src/markets/exchange-types.ts';
import { formatUnits } from '../apps/server/src/markets/fixed-point.ts';
import { Prng } from '../apps/server/src/markets/simulator/prng.ts';

type Op =
  | { kind: 'limit'; accountId: string; side: 'buy' | 'sell'; price: string; size: string }
  | { kind: 'market'; accountId: string; side: 'buy' | 'sell'; size: string }
  | { kind: 'cancel'; accountId: string; orderId: number };

const ACCOUNTS = Array.from({ length: 50 }, (_, index) => `trader-${index}`);
const MID_TICKS = 5_000_000;

/** ~2,000 resting orders, then 45% passive limits, 45% cancels, 6% crossing limits, 4% markets. */
function generate(seed: string, operations: number): { build: Op[]; run: Op[] } {
  const prng = new Prng(seed);
  let nextId = 1;
  const live: Array<{ orderId: number; accountId: string }> = [];
  const size = () => formatUnits(prng.int(1, 200), 3);
  const passive = (): Op => {
    const side = prng.chance(0.5) ? 'buy' : 'sell';
    const distance = 1 + Math.floor(prng.exponential(400));
    const accountId = prng.pick(ACCOUNTS);
    live.push({ orderId: nextId++, accountId });
    const ticks = side === 'buy' ? MID_TICKS - distance : MID_TICKS + distance;
    return { kind: 'limit', accountId, side, price: formatUnits(ticks, 2), size: size() };
  };
  const build = Array.from({ length: 2_000 }, passive);
  const run: Op[] = [];
  for (let i = 0; i < operations; i += 1) {
    const roll = prng.next();
    if (roll < 0.45) run.push(passive());
    else if (roll < 0.9 && live.length > 0) {
      const index = prng.int(0, live.length - 1);
      const order = live[index]!;
      live[index] = live[live.length - 1]!;
      live.pop();
      run.push({ kind: 'cancel', ...order });
    } else if (roll < 0.96) {
      const side = prng.chance(0.5) ? 'buy' : 'sell';
      const ticks = side === 'buy' ? MID_TICKS + prng.int(1, 5) : MID_TICKS - prng.int(1, 5);
      nextId += 1;
      run.push({
        kind: 'limit',
        accountId: prng.pick(ACCOUNTS),
        side,
        price: formatUnits(ticks, 2),
        size: size(),
      });
    } else {
      nextId += 1;
      run.push({
        kind: 'market',
        accountId: prng.pick(ACCOUNTS),
        side: prng.chance(0.5) ? 'buy' : 'sell',
        size: size(),
      });
    }
  }
  return { build, run };
}

interface Venue {
  apply(op: Op): void;
}

function spotVenue(): Venue {
  const exchange = new Exchange();
  for (const accountId of ACCOUNTS) {
    exchange.apply({ type: 'deposit', accountId, asset: 'USDT', amount: '100000000', ts: 0 });
    exchange.apply({ type: 'deposit', accountId, asset: 'BTC', amount: '10000', ts: 0 });
  }
  return {
    apply(op) {
      const command: ExchangeCommand =
        op.kind === 'cancel'
          ? { type: 'cancel', symbol: 'BTCUSDT', accountId: op.accountId, orderId: op.orderId, ts: 1 }
          : {
              type: 'place',
              symbol: 'BTCUSDT',
              accountId: op.accountId,
              side: op.side,
              orderType: op.kind,
              ...(op.kind === 'limit' ? { price: op.price } : {}),
              size: op.size,
              selfTradePrevention: 'cancel-newest',
              ts: 1,
            };
      exchange.apply(command);
    },
  };
}

function futuresVenue(): Venue {
  const exchange = new FuturesExchange();
  for (const accountId of ACCOUNTS) {
    exchange.apply({ type: 'transfer', direction: 'in', accountId, amount: '100000000', ts: 0 });
    exchange.apply({ type: 'set-leverage', accountId, symbol: 'BTCUSDT', leverage: 10, ts: 0 });
  }
  return {
    apply(op) {
      const command: FuturesCommand =
        op.kind === 'cancel'
          ? { type: 'cancel', symbol: 'BTCUSDT', accountId: op.accountId, orderId: op.orderId, ts: 1 }
          : {
              type: 'place',
              symbol: 'BTCUSDT',
              accountId: op.accountId,
              side: op.side,
              orderType: op.kind,
              ...(op.kind === 'limit' ? { price: op.price } : {}),
              size: op.size,
              ts: 1,
            };
      exchange.apply(command);
    },
  };
}

/**
 * Both engines on the same stream, interleaved in chunks of CHUNK operations (spot chunk, then the
 * same futures chunk), so a shared machine's load falls on both alike; returns each engine's ops/s.
 */
const CHUNK = 2_000;
function measurePair(ops: { build: Op[]; run: Op[] }): { spot: number; futures: number } {
  const spotVenueNow = spotVenue();
  const futuresVenueNow = futuresVenue();
  for (const op of ops.build) {
    spotVenueNow.apply(op);
    futuresVenueNow.apply(op);
  }
  let spotNs = 0;
  let futuresNs = 0;
  for (let start = 0; start < ops.run.length; start += CHUNK) {
    const chunk = ops.run.slice(start, start + CHUNK);
    let started = process.hrtime.bigint();
    for (const op of chunk) spotVenueNow.apply(op);
    spotNs += Number(process.hrtime.bigint() - started);
    started = process.hrtime.bigint();
    for (const op of chunk) futuresVenueNow.apply(op);
    futuresNs += Number(process.hrtime.bigint() - started);
  }
  return { spot: ops.run.length / (spotNs / 1e9), futures: ops.run.length / (futuresNs / 1e9) };
}

/** Mark updates per second with `positions` open cross positions on the contract. */
function markUpdates(positions: number, updates: number): number {
  const exchange = new FuturesExchange();
  exchange.apply({ type: 'transfer', direction: 'in', accountId: 'lp', amount: '1000000000', ts: 0 });
  exchange.apply({ type: 'set-leverage', accountId: 'lp', symbol: 'BTCUSDT', leverage: 1, ts: 0 });
  for (let i = 0; i < positions; i += 1) {
    const accountId = `holder-${i}`;
    exchange.apply({ type: 'transfer', direction: 'in', accountId, amount: '10000', ts: 0 });
    exchange.apply({
      type: 'place',
      accountId: 'lp',
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '0.1',
      ts: 0,
    });
    exchange.apply({
      type: 'place',
      accountId,
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.1',
      ts: 0,
    });
  }
  const prng = new Prng('mark-updates');
  let ts = 1;
  const run = (count: number) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) {
      const price = formatUnits(5_000_000 + prng.int(-20_000, 20_000), 2);
      exchange.apply({
        type: 'spot-prices',
        symbol: 'BTCUSDT',
        bid: price,
        ask: price,
        last: price,
        ts: ts++,
      });
    }
    return count / (Number(process.hrtime.bigint() - started) / 1e9);
  };
  run(Math.min(updates, 2_000));
  let best = 0;
  for (let round = 0; round < ROUNDS; round += 1) best = Math.max(best, run(Math.floor(updates / ROUNDS)));
  return best;
}

const ROUNDS = 3;
/** The targets (#22): futures order flow at half the spot engine's, mark updates at 10,000 positions. */
const FLOW_RATIO_TARGET = 0.5;
const MARK_UPDATES_TARGET = 20_000;
const ops = generate('futures-bench', 100_000);
measurePair(generate('warm-up', 20_000));
// Per round both rates come from the same interleaved stretch of time; the median round is kept.
const rounds = Array.from({ length: ROUNDS }, () => measurePair(ops)).sort(
  (a, b) => a.futures / a.spot - b.futures / b.spot,
);
const { spot, futures } = rounds[Math.floor(ROUNDS / 2)]!;
const marks = new Map<number, number>();
for (const positions of [100, 1_000, 10_000]) marks.set(positions, markUpdates(positions, 20_000));
const format = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = futures / spot;
console.table([
  {
    workload: 'order flow, ~2,000 resting, 50 accounts',
    engine: 'spot Exchange',
    'commands/s': format(spot),
    ratio: '1.00',
  },
  {
    workload: 'order flow, ~2,000 resting, 50 accounts',
    engine: 'FuturesExchange',
    'commands/s': format(futures),
    ratio: ratio.toFixed(2),
  },
  ...[...marks].map(([positions, rate]) => ({
    workload: `mark update, ${positions.toLocaleString('en-US')} open positions`,
    engine: 'FuturesExchange',
    'commands/s': format(rate),
    ratio: '',
  })),
]);
const markRate = marks.get(10_000)!;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log(
  `summary: futures ${format(futures)} commands/s = ${ratio.toFixed(2)}x spot ${format(spot)} ` +
    `(target >= ${FLOW_RATIO_TARGET}x: ${verdict(ratio >= FLOW_RATIO_TARGET)}); ` +
    `mark update with 10,000 positions ${format(markRate)}/s ` +
    `(target >= ${format(MARK_UPDATES_TARGET)}/s: ${verdict(markRate >= MARK_UPDATES_TARGET)})`,
);
