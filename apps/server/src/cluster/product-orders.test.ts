/**
 * The gateways' order projection and market data from real engine results, without NATS
 * (product-orders.ts, product-market.ts): what a result changed per user (the private channels),
 * order detail by number (numbers unique across symbols: one stream's sequences), order history and
 * fills with the product's filters, a result applied twice counted once, and trades, candles and
 * the ticker's last price and best bid from the engines' trades.
 */
import { describe, expect, it } from 'vitest';
import type { ExchangeCommand } from '../markets/index.ts';
import { getSymbol } from '../markets/index.ts';
import { ClusterMarket } from './product-market.ts';
import { ProductOrders } from './product-orders.ts';
import { type CommandResult, SymbolEngine } from './symbol-engine.ts';

/** The command stream all symbols share: each command's sequence is the next one. */
interface CommandStream {
  seq: number;
}

/** Runs commands through one symbol's engine at the stream's next sequences, feeding each result to the projections. */
function feed(
  symbol: string,
  commands: ExchangeCommand[],
  sinks: Array<(result: CommandResult) => void>,
  stream: CommandStream = { seq: 0 },
) {
  const engine = new SymbolEngine(symbol);
  const results: CommandResult[] = [];
  commands.forEach((command, index) => {
    stream.seq += 1;
    const result = engine.apply(stream.seq, { rid: `${symbol}-${index}`, command })!;
    results.push(result);
    for (const sink of sinks) sink(result);
  });
  return results;
}

const deposit = (accountId: string, asset: string, amount: string, ts = 1): ExchangeCommand => ({
  type: 'deposit',
  accountId,
  asset,
  amount,
  ts,
});
const limit = (
  symbol: string,
  accountId: string,
  side: 'buy' | 'sell',
  price: string,
  size: string,
  ts: number,
): ExchangeCommand => ({ type: 'place', symbol, accountId, side, orderType: 'limit', price, size, ts });

describe('the cluster order projection and market data', () => {
  it('answers detail, history, fills and per-user changes as the product does', () => {
    const orders = new ProductOrders();
    const market = new ClusterMarket();
    const changes: Array<ReturnType<ProductOrders['apply']>> = [];
    const sinks = [
      (result: CommandResult) => changes.push(orders.apply(result)),
      (r: CommandResult) => market.apply(r),
    ];
    // One stream: an order's number is its place's sequence. BTCUSDT: u7's sell rests (order 3), u8
    // buys it whole (order 4); a second sell of u7 rests (order 5).
    const stream: CommandStream = { seq: 0 };
    const btc = feed(
      'BTCUSDT',
      [
        deposit('u7', 'BTC', '1'),
        deposit('u8', 'USDT', '100000'),
        limit('BTCUSDT', 'u7', 'sell', '50000', '0.1', 1_000),
        limit('BTCUSDT', 'u8', 'buy', '50000', '0.1', 2_000),
        limit('BTCUSDT', 'u7', 'sell', '60000', '0.2', 3_000),
        limit('BTCUSDT', 'u8', 'buy', '40000', '0.1', 3_500),
      ],
      sinks,
      stream,
    );
    // ETHUSDT: u7's order 8, cancelled later than BTCUSDT's order 3 was filled.
    feed(
      'ETHUSDT',
      [
        deposit('u7', 'ETH', '5'),
        limit('ETHUSDT', 'u7', 'sell', '4000', '1', 4_000),
        { type: 'cancel', symbol: 'ETHUSDT', accountId: 'u7', orderId: 8, ts: 5_000 },
      ],
      sinks,
      stream,
    );

    // The fill's result changed both users: their orders as they are now and one fill each.
    const fillChanges = changes[3]!;
    expect(fillChanges.get(7)?.orders.map((order) => [order.orderNo, order.status])).toEqual([[3, 'filled']]);
    expect(fillChanges.get(7)?.fills).toMatchObject([{ orderNo: '3', side: 'sell', liquidity: 'maker' }]);
    expect(fillChanges.get(8)?.fills).toMatchObject([{ orderNo: '4', side: 'buy', liquidity: 'taker' }]);

    // Detail by number alone finds the one order of that number, whichever symbol; with a symbol, only that symbol's.
    expect(orders.find('u7', 8)).toMatchObject({ symbol: 'ETHUSDT', status: 'cancelled' });
    expect(orders.find('u7', 3)).toMatchObject({ symbol: 'BTCUSDT', status: 'filled' });
    expect(orders.find('u7', 3, 'ETHUSDT')).toBeUndefined();
    expect(orders.find('u8', 3)).toBeUndefined();

    // History: finished orders only, newest first, with the product's filters.
    const history = (filter: Parameters<ProductOrders['historyOf']>[1]) =>
      orders.historyOf('u7', filter).map((order) => `${order.symbol}:${order.orderNo}:${order.status}`);
    expect(history({ limit: 50 })).toEqual(['ETHUSDT:8:cancelled', 'BTCUSDT:3:filled']);
    expect(history({ limit: 50, status: 'filled' })).toEqual(['BTCUSDT:3:filled']);
    expect(history({ limit: 50, symbol: 'BTCUSDT' })).toEqual(['BTCUSDT:3:filled']);
    expect(history({ limit: 50, startTime: 3_000 })).toEqual(['ETHUSDT:8:cancelled']);
    expect(history({ limit: 1 })).toEqual(['ETHUSDT:8:cancelled']);
    expect(history({ limit: 50, before: 8 })).toEqual(['BTCUSDT:3:filled']);
    expect(history({ limit: 50, side: 'buy' })).toEqual([]);
    expect(orders.openOf('u7').map((order) => `${order.symbol}:${order.orderNo}`)).toEqual(['BTCUSDT:5']);

    // Fills: newest first, `before` a time.
    expect(orders.fillsOf('u8', { limit: 50 })).toMatchObject([{ orderNo: '4', price: '50000.00' }]);
    expect(orders.fillsOf('u8', { limit: 50, before: 2_000 })).toEqual([]);
    expect(orders.fillsOf('u8', { limit: 50, symbol: 'ETHUSDT' })).toEqual([]);

    // A result applied again is skipped: nothing changes, nothing counted twice.
    expect(orders.apply(btc[3]!).size).toBe(0);
    expect(market.apply(btc[3]!)).toEqual([]);
    expect(orders.fillsOf('u7', { limit: 50 })).toHaveLength(1);

    // Market data: one trade at 50,000 for 0.1 BTC, its candle, the ticker's last and best bid.
    const spec = getSymbol('BTCUSDT');
    expect(market.trades('BTCUSDT')).toMatchObject([{ takerSide: 'buy', size: 100_000 }]);
    expect(market.minuteCandles('BTCUSDT')).toMatchObject([{ openTime: 0, volume: 100_000, trades: 1 }]);
    expect(market.lastPrice('ETHUSDT')).toBe(getSymbol('ETHUSDT').startPriceTicks);
    const ticker = market.ticker(spec, 3_600_000, { bids: [[4_000_000, 100_000]], asks: [] });
    expect(ticker).toMatchObject({ symbol: 'BTCUSDT', last: '50000.00', bestBid: '40000.00', bestAsk: null });
  });

  it("marks a plan's order (client order id plan:<n>) trackingType 1, as npm start does, and a user's 0", () => {
    const orders = new ProductOrders();
    const bid = {
      type: 'place',
      symbol: 'BTCUSDT',
      accountId: 'u7',
      side: 'buy',
      orderType: 'limit',
      price: '40000',
      size: '0.1',
    } as const;
    feed(
      'BTCUSDT',
      [
        deposit('u7', 'USDT', '100000'),
        { ...bid, ts: 1_000, clientOrderId: 'plan:12' },
        { ...bid, ts: 2_000, clientOrderId: 'mine-12' },
      ],
      [(result) => orders.apply(result)],
    );
    expect(orders.find('u7', 2)).toMatchObject({ clientOrderId: 'plan:12', trackingType: 1 });
    expect(orders.find('u7', 3)).toMatchObject({ clientOrderId: 'mine-12', trackingType: 0 });
  });
});
