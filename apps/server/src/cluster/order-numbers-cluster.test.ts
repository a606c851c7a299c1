/**
 * Order numbers through the cluster are unique across the exchange, as `npm start`'s are
 * (docs/scale-out.md, "Order numbers"): the seeded user places orders on two symbols, alternating,
 * through the one origin; every number is distinct, the detail of each number is that order (its
 * symbol), a batch cancel by numbers cancels exactly those orders, and the history lists the
 * orders newest first in the order they were placed. The same user's futures orders on two
 * contracts: distinct numbers, each open order listed under its contract, cancelled by its number.
 * On a fresh cluster each symbol (contract) engine used to count from 1, so BTCUSDT's and ETHUSDT's
 * orders shared numbers.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsInstalled, type RunningCluster, until } from './harness.ts';
import { futuresEngineView, productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

interface OrderView {
  orderNo: string;
  symbol: string;
  status: string;
}

/** Resting buys far below the market, so nothing fills. */
const BIDS = [
  { symbol: 'BTCUSDT', price: '1000', size: '0.01' },
  { symbol: 'ETHUSDT', price: '100', size: '0.1' },
] as const;
const PER_SYMBOL = 3;

describe.skipIf(!databaseUrl || !natsInstalled)('order numbers through the cluster', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({ port: 49500, adminDatabaseUrl: databaseUrl! });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('numbers orders on two symbols uniquely: detail, batch cancel by number and history find the right orders', async () => {
    const call = productCall(await signInDemo(cluster.origin));
    const origin = cluster.origin;

    const placed: OrderView[] = [];
    for (let round = 0; round < PER_SYMBOL; round += 1) {
      for (const bid of BIDS) {
        const answer = await call<OrderView>(origin, '/spot/order/place', {
          ...bid,
          side: 'buy',
          orderType: 'limit',
        });
        expect(answer.envelope, JSON.stringify(answer.envelope)).toMatchObject({
          status: 'success',
          data: { status: 'new', symbol: bid.symbol },
        });
        placed.push(answer.envelope.data);
      }
    }
    const numbers = placed.map((order) => order.orderNo);
    expect(new Set(numbers).size).toBe(placed.length);
    // Numbers in placement order across symbols, as npm start's.
    expect(numbers.map(Number)).toEqual(numbers.map(Number).sort((a, b) => a - b));

    for (const order of placed) {
      const detail = await call<OrderView>(origin, `/spot/order/detail?orderNo=${order.orderNo}`);
      expect(detail.envelope.data).toMatchObject({
        orderNo: order.orderNo,
        symbol: order.symbol,
        status: 'new',
      });
    }

    // A batch cancel by numbers alone (no symbol): BTCUSDT's orders, and only those.
    const btc = placed.filter((order) => order.symbol === 'BTCUSDT');
    const cancelled = await call<{ results: Array<{ orderNo: string; success: boolean }> }>(
      origin,
      '/spot/order/batchCancel',
      { orderNos: btc.map((order) => Number(order.orderNo)) },
    );
    expect(cancelled.envelope.data.results).toEqual(
      btc.map((order) => expect.objectContaining({ orderNo: order.orderNo, success: true })),
    );
    const open = await call<OrderView[]>(origin, '/spot/order/open');
    expect(open.envelope.data.map((order) => `${order.symbol}:${order.orderNo}`).sort()).toEqual(
      placed
        .filter((order) => order.symbol === 'ETHUSDT')
        .map((order) => `${order.symbol}:${order.orderNo}`)
        .sort(),
    );

    // The rest cancelled too: the history has every order once, newest placed first.
    const rest = await call(origin, '/spot/order/batchCancel', { symbol: 'ETHUSDT' });
    expect(rest.envelope.status).toBe('success');
    const history = await call<OrderView[]>(origin, '/spot/order/history?limit=100');
    expect(history.envelope.data.map((order) => `${order.symbol}:${order.orderNo}:${order.status}`)).toEqual(
      placed.map((order) => `${order.symbol}:${order.orderNo}:cancelled`).reverse(),
    );
  }, 600_000);

  it('numbers futures orders on two contracts uniquely: each listed under its contract and cancelled by its number', async () => {
    const call = productCall(await signInDemo(cluster.origin));
    const origin = cluster.origin;
    const moved = await call(origin, '/futures/transfer', { direction: 'in', amount: '1000' });
    expect(moved.envelope.status, JSON.stringify(moved.envelope)).toBe('success');
    const contracts = [
      { symbol: 'BTCUSDT', size: '0.010', mark: 0 },
      { symbol: 'ETHUSDT', size: '0.100', mark: 0 },
    ];
    for (const contract of contracts)
      await until(`${contract.symbol}'s mark price`, async () => {
        contract.mark = Number((await futuresEngineView(cluster, contract.symbol, 'u0')).markPrice ?? 0);
        return contract.mark > 0;
      });

    // Resting buys 2 % under each mark, alternating between the contracts.
    const placed: Array<{ symbol: string; orderId: string }> = [];
    for (let round = 0; round < PER_SYMBOL; round += 1) {
      for (const contract of contracts) {
        const answer = await call<{ orderId: string }>(origin, '/futures/order/place', {
          symbol: contract.symbol,
          side: 'buy',
          orderType: 'limit',
          price: (contract.mark * 0.98).toFixed(2),
          size: contract.size,
          leverage: 20,
        });
        expect(answer.envelope.status, JSON.stringify(answer.envelope)).toBe('success');
        placed.push({ symbol: contract.symbol, orderId: answer.envelope.data.orderId });
      }
    }
    expect(new Set(placed.map((order) => order.orderId)).size).toBe(placed.length);
    // Numbers in placement order across contracts.
    const numbers = placed.map((order) => Number(order.orderId));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    const open = await call<Array<{ symbol: string; orderId: string }>>(origin, '/futures/orders/open');
    expect(open.envelope.data.map((order) => `${order.symbol}:${order.orderId}`).sort()).toEqual(
      placed.map((order) => `${order.symbol}:${order.orderId}`).sort(),
    );
    for (const order of placed) {
      const cancelled = await call(origin, '/futures/order/cancel', order);
      expect(cancelled.envelope.status, JSON.stringify(cancelled.envelope)).toBe('success');
    }
    const after = await call<unknown[]>(origin, '/futures/orders/open');
    expect(after.envelope.data).toEqual([]);
  }, 600_000);
});
