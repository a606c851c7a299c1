import type { SelfTradePrevention, TimeInForce } from './engine/types.ts';
import type { ExchangeCommand, ExchangeEvent } from './exchange-types.ts';
import { formatUnits } from './fixed-point.ts';
import { Prng } from './simulator/prng.ts';
import { getSymbol } from './symbols.ts';

// The randomised spot command stream (exchange.random.test.ts, exchange/snapshot-parts.test.ts).

export const ACCOUNTS = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8'];
export const MARKETS = [
  { spec: getSymbol('BTCUSDT'), minLots: 100, maxLots: 10_000 },
  { spec: getSymbol('DOGEUSDT'), minLots: 20, maxLots: 2_000 },
];
const STP: SelfTradePrevention[] = ['cancel-newest', 'cancel-oldest', 'cancel-both'];
const TIF: TimeInForce[] = ['GTC', 'GTC', 'GTC', 'GTC', 'GTC', 'GTC', 'IOC', 'FOK'];

/** Open orders as seen from the events, with O(1) random pick and removal. */
export class OpenOrders {
  private readonly items: Array<{ orderId: number; symbol: string; accountId: string }> = [];
  private readonly index = new Map<number, number>();

  get size(): number {
    return this.items.length;
  }

  observe(events: readonly ExchangeEvent[]): void {
    for (const event of events) {
      if (event.type === 'accepted') {
        this.index.set(event.orderId, this.items.length);
        this.items.push({ orderId: event.orderId, symbol: event.symbol, accountId: event.accountId });
      } else if (event.type === 'done') {
        const at = this.index.get(event.orderId);
        if (at === undefined) continue;
        const last = this.items.pop()!;
        if (last.orderId !== event.orderId) {
          this.items[at] = last;
          this.index.set(last.orderId, at);
        }
        this.index.delete(event.orderId);
      }
    }
  }

  pick(prng: Prng): { orderId: number; symbol: string; accountId: string } {
    return prng.pick(this.items);
  }
}

/**
 * A seeded stream of every kind of command, aimed at a narrow band of prices so that orders
 * cross, partially fill, exhaust levels, self-trade and get amended or cancelled all the time.
 * It reads the open orders back from the events, so cancels and amends mostly hit live orders.
 */
export function* randomCommands(seed: string, count: number, open: OpenOrders): Generator<ExchangeCommand> {
  const prng = new Prng(seed);
  const mids = MARKETS.map((m) => m.spec.startPriceTicks);
  for (let step = 0; step < count; step += 1) {
    const ts = 1_700_000_000_000 + step;
    const accountId = prng.pick(ACCOUNTS);
    const marketIndex = prng.int(0, MARKETS.length - 1);
    const { spec, minLots, maxLots } = MARKETS[marketIndex]!;
    // The mid wanders within a band, so old orders keep getting crossed instead of piling up.
    const start = spec.startPriceTicks;
    mids[marketIndex] = Math.min(start + 30, Math.max(start - 30, mids[marketIndex]! + prng.int(-1, 1)));
    const mid = mids[marketIndex]!;
    const priceText = (ticks: number) => formatUnits(ticks, spec.pricePlace);
    const sizeText = () => formatUnits(prng.int(minLots, maxLots), spec.quotePrecision);
    const roll = prng.next();
    if (step < ACCOUNTS.length * 3) {
      const asset = ['USDT', 'BTC', 'DOGE'][Math.floor(step / ACCOUNTS.length)]!;
      const amount = asset === 'USDT' ? '5000000' : asset === 'BTC' ? '50' : '20000000';
      yield { type: 'deposit', accountId: ACCOUNTS[step % ACCOUNTS.length]!, asset, amount, ts };
    } else if (roll < 0.02) {
      const asset = prng.pick(['USDT', 'BTC', 'DOGE']);
      const amount = asset === 'USDT' ? '200000' : asset === 'BTC' ? '2' : '800000';
      yield { type: 'deposit', accountId, asset, amount, ts };
    } else if (roll < 0.04) {
      const asset = prng.pick(['USDT', 'BTC', 'DOGE']);
      yield { type: 'withdraw', accountId, asset, amount: prng.pick(['1', '1000', '100000']), ts };
    } else if (roll < 0.05) {
      // More decimals than the symbol allows.
      yield {
        type: 'place',
        symbol: spec.symbol,
        accountId,
        side: 'buy',
        orderType: 'limit',
        price: '0.000001',
        size: sizeText(),
        ts,
      };
    } else if (roll < 0.55) {
      const timeInForce = prng.pick(TIF);
      // Mostly passive, some crossing by a few ticks: a real book that still trades a lot.
      const side = prng.chance(0.5) ? 'buy' : 'sell';
      const offset = prng.int(-25, 4);
      yield {
        type: 'place',
        symbol: spec.symbol,
        accountId,
        side,
        orderType: 'limit',
        price: priceText(side === 'buy' ? mid + offset : mid - offset),
        size: sizeText(),
        timeInForce,
        postOnly: timeInForce === 'GTC' && prng.chance(0.15),
        selfTradePrevention: prng.pick(STP),
        ...(prng.chance(0.2) ? { clientOrderId: `c${prng.int(1, 50)}` } : {}),
        ts,
      };
    } else if (roll < 0.62) {
      const side = prng.chance(0.5) ? 'buy' : 'sell';
      // A third of market buys say how much quote to spend instead of a size.
      const amount =
        side === 'buy' && prng.chance(0.33) ? { funds: String(prng.int(10, 5_000)) } : { size: sizeText() };
      yield {
        type: 'place',
        symbol: spec.symbol,
        accountId,
        side,
        orderType: 'market',
        ...amount,
        selfTradePrevention: prng.pick(STP),
        ts,
      };
    } else if (roll < 0.85 && open.size > 0) {
      const target = open.pick(prng);
      // Now and then somebody else's order or one that is gone, to exercise the rejections.
      const owner = prng.chance(0.97) ? target.accountId : accountId;
      const orderId = prng.chance(0.97) ? target.orderId : prng.int(1, 1_000_000);
      yield { type: 'cancel', symbol: target.symbol, accountId: owner, orderId, ts };
    } else if (open.size > 0) {
      const target = open.pick(prng);
      const targetMarket = MARKETS.find((m) => m.spec.symbol === target.symbol)!;
      const targetMid = mids[MARKETS.indexOf(targetMarket)]!;
      const change = prng.int(0, 2);
      yield {
        type: 'amend',
        symbol: target.symbol,
        accountId: target.accountId,
        orderId: target.orderId,
        ...(change !== 1
          ? { price: formatUnits(targetMid + prng.int(-20, 20), targetMarket.spec.pricePlace) }
          : {}),
        ...(change !== 0
          ? {
              size: formatUnits(
                prng.int(targetMarket.minLots, targetMarket.maxLots),
                targetMarket.spec.quotePrecision,
              ),
            }
          : {}),
        ts,
      };
    } else {
      yield { type: 'cancel', symbol: spec.symbol, accountId, orderId: 0, ts };
    }
  }
}
