/**
 * The bot API (`/api/v2`, issue #32) through `npm run cluster`'s one origin (docs/scale-out.md, "The
 * bot API through the cluster"): a program's key trades in the engines, as the web app does, not in
 * the product server's own venue. The seeded user creates a key as a user does (step-up with an
 * e-mailed code), then the program reads the order book, places, lists and cancels a spot order
 * through the origin; the book equals the gateways' REST depth, and the order is the engines' (the
 * gateway's open orders show it, and another account's sell fills it).
 * Needs nats-server and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterTrader, natsInstalled, type RunningCluster, SPOT_ONLY } from './harness.ts';
import { botCall, createBotKey, type Envelope, signInDemo, startProductCluster } from './product-test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

type V2Order = { orderId: string; symbol: string; side: string; price: string; size: string; status: string };

describe.skipIf(!databaseUrl || !natsInstalled)('the bot API through the cluster', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startProductCluster({
      port: 49300,
      adminDatabaseUrl: databaseUrl!,
      engines: 1,
      env: SPOT_ONLY,
    });
  }, 600_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  /** A signed-in call of the product's /v1 through the origin. */
  const v1 = async <T>(cookie: string, path: string) => {
    const answer = await fetch(`${cluster.origin}/v1${path}`, { headers: { cookie } });
    return (await answer.json()) as Envelope<T>;
  };

  it("places, lists and cancels a program's spot order in the engines, and reads the engines' book", async () => {
    const cookie = await signInDemo(cluster.origin);
    const bot = botCall(cluster, await createBotKey(cluster, cookie));

    // Another account rests a sell in the engine: the only ask of the cluster's book (no simulator).
    const seller = clusterTrader(cluster, 900_001);
    const deposit = await seller.deposit({ symbol: 'BTCUSDT', asset: 'BTC', amount: '1' });
    expect(deposit.status).toBe(200);
    const ask = await seller.order({ symbol: 'BTCUSDT', side: 'sell', price: '123456.78', size: '0.002' });
    expect(ask.status).toBe(200);

    // The program's book is the engines': the same as the gateways' REST depth, the ask in it.
    const book = await bot<{ asks: string[][]; bids: string[][] }>(
      'GET',
      '/api/v2/spot/market/orderbook?symbol=BTCUSDT&limit=15',
    );
    expect(book.body.code).toBe('00000');
    expect(book.body.data.asks).toContainEqual(['123456.78', '0.002000']);
    const rest = (await (
      await fetch(`${cluster.origin}/v1/market/depth?symbol=BTCUSDT&limit=15`)
    ).json()) as Envelope<{
      asks: string[][];
    }>;
    expect(book.body.data.asks.map(([price]) => price)).toEqual(rest.data.asks.map(([price]) => price));

    // A resting buy placed by the program is an engine order: the web app's open orders show it.
    const placed = await bot<{ orderId: string }>('POST', '/api/v2/spot/trade/place-order', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      price: '100000',
      size: '0.001',
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe('00000');
    const orderId = placed.body.data.orderId;
    const open = await v1<Array<{ orderNo: string }>>(cookie, '/spot/order/open?symbol=BTCUSDT');
    expect(open.data.map((order) => order.orderNo)).toEqual([orderId]);
    const unfilled = await bot<V2Order[]>('GET', '/api/v2/spot/trade/unfilled-orders?symbol=BTCUSDT');
    expect(unfilled.body.data.map((order) => order.orderId)).toEqual([orderId]);

    const cancelled = await bot<{ orderId: string }>('POST', '/api/v2/spot/trade/cancel-order', {
      symbol: 'BTCUSDT',
      orderId,
    });
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe('00000');
    expect((await v1<unknown[]>(cookie, '/spot/order/open?symbol=BTCUSDT')).data).toEqual([]);

    // A market-priced buy at the ask fills against the other account's resting sell in the engine.
    const taken = await bot<{ orderId: string }>('POST', '/api/v2/spot/trade/place-order', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      force: 'ioc',
      price: '123456.78',
      size: '0.001',
    });
    expect(taken.body.code, JSON.stringify(taken.body)).toBe('00000');
    const info = await bot<V2Order[]>(
      'GET',
      `/api/v2/spot/trade/orderInfo?orderId=${taken.body.data.orderId}`,
    );
    expect(info.body.data[0]).toMatchObject({ orderId: taken.body.data.orderId, status: 'filled' });
    const after = await bot<{ asks: string[][] }>(
      'GET',
      '/api/v2/spot/market/orderbook?symbol=BTCUSDT&limit=15',
    );
    expect(after.body.data.asks).toContainEqual(['123456.78', '0.001000']);
  });
});
