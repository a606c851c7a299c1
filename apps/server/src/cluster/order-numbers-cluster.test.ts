/**
 * Order numbers through the cluster are unique across the exchange, as `npm start`'s are
 * (docs/scale-out.md, "Order numbers"): the seeded user places orders on two symbols, alternating,
 * through the one origin; every number is distinct, the detail of each number is that order (its
 * symbol), a batch cancel by numbers cancels exactly those orders, and the history lists the
 * orders newest first in the order they were placed. On a fresh cluster each symbol engine used to
 * count from 1, so BTCUSDT's and ETHUSDT's orders shared numbers.
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsInstalled, type RunningCluster, SPOT_ONLY } from './harness.ts';
import { productCall, signInDemo, startProductCluster } from './product-test-kit.ts';

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
    cluster = await startProductCluster({ port: 49500, adminDatabaseUrl: databaseUrl!, env: SPOT_ONLY });
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
});
