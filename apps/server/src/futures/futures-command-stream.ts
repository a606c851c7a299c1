import { MarginMode, PositionDirection, PositionMode } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';
import { Prng } from '../markets/simulator/prng.ts';
import { getContract } from './contracts.ts';
import { FuturesExchange } from './futures-exchange.ts';
import type { FuturesCommand, FuturesEvent, TriggerSpec } from './types.ts';

// The randomised futures command stream (futures.random.test.ts, snapshot-parts.test.ts).

export const ACCOUNTS = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];
export const MARKETS = [
  { contract: getContract('BTCUSDT'), startTicks: 5_000_000, minLots: 1, maxLots: 2_000 },
  { contract: getContract('DOGEUSDT'), startTicks: 32_000, minLots: 100, maxLots: 50_000 },
];
export const STEPS = 6_000;

/**
 * A seeded stream of every futures command, with prices that random-walk and sometimes jump far
 * enough to liquidate. Commands only ever depend on the seed and on events already seen, so the
 * same seed always gives the same journal.
 */
export function* commandStream(seed: string): Generator<FuturesCommand, void, readonly FuturesEvent[]> {
  const prng = new Prng(seed);
  const fair = MARKETS.map((market) => market.startTicks);
  const open = new Map<number, { accountId: string; symbol: string }>();
  let ts = 1_000;
  let events: readonly FuturesEvent[] = [];
  for (const accountId of [...ACCOUNTS, 'lp']) {
    events = yield {
      type: 'transfer',
      direction: 'in',
      accountId,
      amount: accountId === 'lp' ? '5000000' : '20000',
      ts,
    };
  }
  events = yield { type: 'fund-insurance', amount: '100000', ts };
  for (let step = 0; step < STEPS; step += 1) {
    for (const event of events) {
      if (event.type === 'order' && (event.status === 'accepted' || event.status === 'untriggered')) {
        open.set(event.orderId, { accountId: event.accountId, symbol: event.symbol });
      } else if (event.type === 'order' && (event.status === 'done' || event.status === 'triggered')) {
        open.delete(event.orderId);
      }
    }
    ts += prng.int(0, 6 * 60_000);
    const m = prng.int(0, MARKETS.length - 1);
    const market = MARKETS[m]!;
    const symbol = market.contract.symbol;
    const place = market.contract.pricePlace;
    const price = (ticks: number) => formatUnits(Math.max(1, Math.round(ticks)), place);
    const accountId = prng.chance(0.15) ? 'lp' : prng.pick(ACCOUNTS);
    const direction = prng.chance(0.5) ? PositionDirection.Long : PositionDirection.Short;
    const roll = prng.next();
    let command: FuturesCommand;
    if (roll < 0.18) {
      const move = prng.chance(0.04) ? prng.normal() * 0.06 : prng.normal() * 0.004;
      fair[m] = Math.max(10, fair[m]! * (1 + move));
      const spread = Math.max(1, Math.round(fair[m]! * 0.0002));
      command = {
        type: 'spot-prices',
        symbol,
        bid: price(fair[m]! - spread),
        ask: price(fair[m]! + spread),
        last: price(fair[m]!),
        ts,
      };
    } else if (roll < 0.62) {
      const side = prng.chance(0.5) ? 'buy' : 'sell';
      const isMarket = prng.chance(0.25);
      const offset = (side === 'buy' ? -1 : 1) * prng.exponential(0.004) * (prng.chance(0.2) ? -1 : 1);
      const size = formatUnits(prng.int(market.minLots, market.maxLots), market.contract.sizePlace);
      const trigger = (distance: number): TriggerSpec => ({
        triggerPrice: price(fair[m]! * (1 + distance)),
        priceType: prng.chance(0.5) ? 'mark' : 'last',
      });
      command = {
        type: 'place',
        accountId,
        symbol,
        side,
        size,
        ts,
        orderType: isMarket ? 'market' : 'limit',
        ...(isMarket ? {} : { price: price(fair[m]! * (1 + offset)) }),
        ...(prng.chance(0.5) ? { positionSide: direction } : {}),
        ...(prng.chance(0.15) ? { reduceOnly: true } : {}),
        ...(!isMarket && prng.chance(0.1) ? { timeInForce: prng.pick(['IOC', 'FOK'] as const) } : {}),
        ...(!isMarket && prng.chance(0.05) ? { postOnly: true } : {}),
        ...(prng.chance(0.08) ? { trigger: trigger(prng.normal() * 0.01) } : {}),
        ...(prng.chance(0.1) ? { takeProfit: trigger(side === 'buy' ? 0.02 : -0.02) } : {}),
        ...(prng.chance(0.1) ? { stopLoss: trigger(side === 'buy' ? -0.02 : 0.02) } : {}),
      };
    } else if (roll < 0.74 && open.size > 0) {
      const [orderId, order] = prng.pick([...open]);
      command = { type: 'cancel', accountId: order.accountId, symbol: order.symbol, orderId, ts };
    } else if (roll < 0.79) {
      command = { type: 'set-leverage', accountId, symbol, leverage: prng.int(1, 130), ts };
    } else if (roll < 0.82) {
      command = {
        type: 'set-margin-mode',
        accountId,
        symbol,
        marginMode: prng.chance(0.5) ? MarginMode.Fixed : MarginMode.Cross,
        ts,
      };
    } else if (roll < 0.84) {
      command = {
        type: 'set-position-mode',
        accountId,
        positionMode: prng.chance(0.5) ? PositionMode.OneWay : PositionMode.TwoWay,
        ts,
      };
    } else if (roll < 0.89) {
      command = {
        type: 'adjust-margin',
        accountId,
        symbol,
        positionSide: direction,
        ts,
        action: prng.chance(0.5) ? 'add' : 'remove',
        amount: formatUnits(prng.int(1, 200_000_000_000), 8),
      };
    } else if (roll < 0.93) {
      command = {
        type: 'set-position-tpsl',
        accountId,
        symbol,
        positionSide: direction,
        ts,
        takeProfit: prng.chance(0.3)
          ? null
          : { triggerPrice: price(fair[m]! * (direction === 1 ? 1.01 : 0.99)), priceType: 'mark' },
        stopLoss: { triggerPrice: price(fair[m]! * (direction === 1 ? 0.99 : 1.01)), priceType: 'last' },
      };
    } else if (roll < 0.98) {
      command = {
        type: 'transfer',
        accountId,
        ts,
        direction: prng.chance(0.6) ? 'in' : 'out',
        amount: formatUnits(prng.int(1, 500_000_000_000), 8),
      };
    } else {
      command = {
        type: 'set-fee-tier',
        accountId,
        tier: prng.pick(['VIP0', 'VIP1', 'VIP3', 'VIP5'] as const),
        ts,
      };
    }
    events = yield command;
  }
}

export function runStream(
  seed: string,
  onStep?: (exchange: FuturesExchange, events: FuturesEvent[]) => void,
) {
  const exchange = new FuturesExchange({ fundingIntervalMs: 60 * 60_000 });
  const journal: FuturesCommand[] = [];
  const stream = commandStream(seed);
  let next = stream.next([]);
  while (!next.done) {
    journal.push(next.value);
    const events = exchange.apply(next.value);
    onStep?.(exchange, events);
    next = stream.next(events);
  }
  return { exchange, journal };
}
