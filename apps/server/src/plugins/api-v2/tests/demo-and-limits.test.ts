// Issue #32 items 1 and 2: `paptrading: 1` trades the account's demo venue, not its live one, and
// the per-key, per-endpoint rate limit answers HTTP 429 with the v2 error body.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { v2Headers } from '../v2-sign.ts';
import { type CreatedKey, keyCreator, TEST_PASSPHRASE } from './key-support.ts';

interface V2Answer<T = unknown> {
  code: string;
  msg: string;
  requestTime: number;
  data: T;
}
type Asset = { coin: string; available: string; frozen: string };
type Order = { orderId: string; symbol: string };

// Above the 5 calls the first test makes on one endpoint, so only the second test reaches it.
const RATE_LIMIT = 6;

describe.each(backends)('API v2 demo venue and rate limit on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;
  let email: string;
  let key: CreatedKey;
  const createKey = keyCreator(
    () => client,
    () => ({ email, app: server.app }),
  );

  /** A signed call as a bot sends it; `demo` adds Bitget's `paptrading: 1` header. */
  async function call<T>(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    options: { body?: unknown; demo?: boolean; as?: CreatedKey } = {},
  ): Promise<{ status: number; body: V2Answer<T> }> {
    const body = options.body === undefined ? '' : JSON.stringify(options.body);
    const headers = v2Headers(
      { ...(options.as ?? key), passphrase: TEST_PASSPHRASE },
      { method, pathWithQuery, body },
    );
    const response = await fetch(`${server.baseUrl}${pathWithQuery}`, {
      method,
      headers: { ...headers, ...(options.demo ? { paptrading: '1' } : {}) },
      ...(body === '' ? {} : { body }),
    });
    return { status: response.status, body: (await response.json()) as V2Answer<T> };
  }
  const usdtOf = (assets: Asset[]) => assets.find((row) => row.coin === 'USDT')!;

  beforeAll(async () => {
    vi.stubEnv('API_V2_RATE_LIMIT', String(RATE_LIMIT));
    vi.stubEnv('API_V2_RATE_WINDOW_MS', '60000');
    server = await startServer(backend);
    client = new ApiClient(server.baseUrl);
    email = (await fundedTrader(client, [['USDT', '2500']])).email;
    key = await createKey(['read', 'trade']);
  }, 180_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  });

  it('paptrading: 1 reads and trades the demo account; without it the live one', async () => {
    const refused = await call('GET', '/api/v2/spot/account/assets', { demo: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: '40013', data: null });
    // Opening demo trading once, as the web app's "Demo trading" does, makes the demo account.
    expect((await client.post('/v1/user/sub/switchLoginDemo', {})).body.code).toBe(0);

    const live = await call<Asset[]>('GET', '/api/v2/spot/account/assets');
    const demo = await call<Asset[]>('GET', '/api/v2/spot/account/assets', { demo: true });
    expect(usdtOf(live.body.data).available).toBe('2500.00000000');
    expect(usdtOf(demo.body.data).available).toBe('100000.00000000');

    const placed = await call<Order>('POST', '/api/v2/spot/trade/place-order', {
      demo: true,
      body: { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', force: 'gtc', price: '1000', size: '0.01' },
    });
    expect(placed.body.code).toBe('00000');
    const demoOpen = await call<Order[]>('GET', '/api/v2/spot/trade/unfilled-orders?symbol=BTCUSDT', {
      demo: true,
    });
    expect(demoOpen.body.data.map((order) => order.orderId)).toEqual([placed.body.data.orderId]);
    const liveOpen = await call<Order[]>('GET', '/api/v2/spot/trade/unfilled-orders?symbol=BTCUSDT');
    expect(liveOpen.body.data).toEqual([]);
    // The demo order holds demo USDT; the live balance did not move.
    const demoAfter = await call<Asset[]>('GET', '/api/v2/spot/account/assets', { demo: true });
    expect(usdtOf(demoAfter.body.data)).toMatchObject({ available: '99990.00000000', frozen: '10.00000000' });
    expect(usdtOf((await call<Asset[]>('GET', '/api/v2/spot/account/assets')).body.data).available).toBe(
      '2500.00000000',
    );
  });

  it('more calls of one key on one endpoint than the limit answer 429 with the v2 body; other keys and endpoints go on', async () => {
    const other = await createKey(['read']);
    const path = '/api/v2/spot/trade/history-orders?symbol=BTCUSDT';
    const statuses: number[] = [];
    let last: V2Answer | undefined;
    for (let index = 0; index < RATE_LIMIT + 2; index += 1) {
      const answer = await call('GET', path, { as: other });
      statuses.push(answer.status);
      last = answer.body;
    }
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
    expect(last).toMatchObject({ code: '429', msg: 'Too Many Requests', data: null });
    expect(typeof last?.requestTime).toBe('number');
    // The limit is per key and per endpoint: the same key elsewhere, and another key here, still answer.
    expect((await call('GET', '/api/v2/spot/account/assets', { as: other })).status).toBe(200);
    expect((await call('GET', path)).status).toBe(200);
  });
});
