/**
 * The spot order records without NATS or PostgreSQL (order-record-rows.ts, record-pages.ts,
 * ProductOrders.resume/forgetWritten): the rows a persister writes of real engine results, keyed
 * the same when a result comes again; a restarted persister's projection carrying on from the
 * written open orders; the finished orders a gateway keeps until they are written; and pages
 * merged from the records and the projection, each record once, never ending inside a number or
 * a millisecond.
 */
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import { describe, expect, it } from 'vitest';
import type { ExchangeCommand } from '../markets/index.ts';
import type { OrderState } from '../plugins/markets/views/order-view.ts';
import { orderRecordRows } from './order-record-rows.ts';
import { ProductOrders } from './product-orders.ts';
import { fillsPage, historyPage } from './record-pages.ts';
import { type CommandResult, SymbolEngine } from './symbol-engine.ts';

function run(symbol: string, commands: ExchangeCommand[]): CommandResult[] {
  const engine = new SymbolEngine(symbol);
  return commands.map((command, index) => engine.apply(index + 1, { rid: `${symbol}-${index}`, command })!);
}
const deposit = (accountId: string, asset: string, amount: string): ExchangeCommand => ({
  type: 'deposit',
  accountId,
  asset,
  amount,
  ts: 1,
});
const limit = (
  accountId: string,
  side: 'buy' | 'sell',
  price: string,
  size: string,
  ts: number,
): ExchangeCommand => ({
  type: 'place',
  symbol: 'BTCUSDT',
  accountId,
  side,
  orderType: 'limit',
  price,
  size,
  ts,
});

// An order's number is its place's stream sequence. u7 rests two sells (orders 4, 5); u8 takes 0.15 (order 6:
// two trades); the simulator's market maker takes the rest (order 7).
const results = run('BTCUSDT', [
  deposit('u7', 'BTC', '1'),
  deposit('u8', 'USDT', '100000'),
  deposit('sim-market-maker', 'USDT', '100000'),
  limit('u7', 'sell', '50000', '0.1', 1_000),
  limit('u7', 'sell', '50000', '0.1', 1_001),
  limit('u8', 'buy', '50000', '0.15', 2_000),
  limit('sim-market-maker', 'buy', '50000', '0.05', 3_000),
]);

const order = (symbol: string, orderNo: number, createdAt: number): OrderState => ({
  orderNo,
  userId: 7,
  symbol,
  side: 'sell',
  orderType: 'limit',
  price: '1',
  sizeLots: 1,
  filledLots: 1,
  quoteFilled: 0n,
  fee: 0n,
  feeAsset: 'USDT',
  timeInForce: 'gtc',
  postOnly: false,
  clientOrderId: null,
  trackingType: 0,
  status: 'filled',
  createdAt,
  updatedAt: createdAt,
});
const fill = (symbol: string, tradeId: number, ts: number): SpotFillWire => ({
  tradeId: String(tradeId),
  orderNo: String(tradeId),
  symbol,
  side: 'sell',
  liquidity: 'maker',
  price: '1',
  size: '1',
  quoteAmount: '1',
  fee: '0',
  feeAsset: 'USDT',
  ts,
});

describe('the cluster spot order records', () => {
  it('writes each user order as it is after each result and each user fill at its position in the result', () => {
    const rows = orderRecordRows(new ProductOrders(), results);
    expect(rows.seqs).toEqual(new Map([['BTCUSDT', 7]]));
    // u8's order 6 trades with orders 4 and 5 in result 6: four fills, the two of users at 0-3.
    expect(
      rows.fills.map((row) => [row.seq, row.position, row.accountId, row.fill.orderNo, row.fill.liquidity]),
    ).toEqual([
      [6, 0, 'u7', '4', 'maker'],
      [6, 1, 'u8', '6', 'taker'],
      [6, 2, 'u7', '5', 'maker'],
      [6, 3, 'u8', '6', 'taker'],
      // The market maker's taker fill (position 1) is not a user's: only u7's maker fill at 0.
      [7, 0, 'u7', '5', 'maker'],
    ]);
    const last = (no: number) => rows.orders.filter((row) => row.order.orderNo === no).at(-1)!;
    expect([last(4).seq, last(4).order.status, last(4).order.filledLots]).toEqual([6, 'filled', 100_000]);
    expect([last(5).seq, last(5).order.status, last(5).order.filledLots]).toEqual([7, 'filled', 100_000]);
    expect([last(6).accountId, last(6).order.status]).toEqual(['u8', 'filled']);
    expect(rows.orders.some((row) => row.order.orderNo === 7)).toBe(false);
  });

  it('carries on from the written open orders after a restart, and skips results already written', () => {
    const before = new ProductOrders();
    const written = orderRecordRows(before, results.slice(0, 5));
    const open = written.orders
      .filter((row) => row.order.status === 'new')
      .map((row) => ({ accountId: row.accountId, order: row.order }));
    const restarted = new ProductOrders();
    restarted.resume(written.seqs, open);
    // Results 4 and 5 again (a redelivery), then the rest: no row of the first ones twice.
    const rows = orderRecordRows(restarted, results.slice(3));
    expect(rows.fills.map((row) => row.seq)).toEqual([6, 6, 6, 6, 7]);
    expect(rows.orders.filter((row) => row.order.orderNo === 5).at(-1)?.order).toMatchObject({
      status: 'filled',
      filledLots: 100_000,
      createdAt: 1_001,
    });
  });

  it('keeps finished orders beyond the latest 200 until the persister has written them', () => {
    const orders = new ProductOrders();
    const many = run('BTCUSDT', [
      deposit('u7', 'BTC', '10'),
      deposit('u8', 'USDT', '1000000'),
      ...Array.from({ length: 210 }, (_, i) => limit('u7', 'sell', '50000', '0.001', 10 + i)),
      limit('u8', 'buy', '50000', '0.21', 5_000),
    ]);
    for (const result of many) orders.apply(result);
    const all = { limit: 1_000 };
    expect(orders.historyOf('u7', all)).toHaveLength(210);
    orders.forgetWritten(new Map([['BTCUSDT', 100]]));
    expect(orders.historyOf('u7', all)).toHaveLength(210);
    orders.forgetWritten(new Map([['BTCUSDT', many.at(-1)!.seq]]));
    expect(orders.historyOf('u7', all)).toHaveLength(200);
    expect(orders.fillsOf('u7', all)).toHaveLength(210);
  });

  it('pages the records and the projection together, each record once, never inside a number or a millisecond', () => {
    const stored = [
      order('BTCUSDT', 5, 50),
      order('ETHUSDT', 5, 40),
      order('BTCUSDT', 4, 30),
      order('ETHUSDT', 3, 20),
    ];
    const projected = [order('ETHUSDT', 6, 60), order('BTCUSDT', 5, 50)];
    const keys = (page: OrderState[]) => page.map((row) => `${row.symbol}:${row.orderNo}`);
    expect(keys(historyPage(stored, projected, 2))).toEqual(['ETHUSDT:6', 'BTCUSDT:5', 'ETHUSDT:5']);
    expect(keys(historyPage(stored, projected, 4))).toEqual([
      'ETHUSDT:6',
      'BTCUSDT:5',
      'ETHUSDT:5',
      'BTCUSDT:4',
    ]);
    expect(keys(historyPage(stored, [], 1))).toEqual(['BTCUSDT:5', 'ETHUSDT:5']);

    const fills = [fill('BTCUSDT', 9, 100), fill('ETHUSDT', 9, 100), fill('BTCUSDT', 8, 90)];
    const fillKeys = (page: SpotFillWire[]) => page.map((row) => `${row.symbol}:${row.tradeId}`);
    expect(fillKeys(fillsPage(fills, [fill('ETHUSDT', 9, 100)], 1))).toEqual(['BTCUSDT:9', 'ETHUSDT:9']);
    expect(fillKeys(fillsPage(fills, [], 3))).toEqual(['BTCUSDT:9', 'ETHUSDT:9', 'BTCUSDT:8']);
  });
});
