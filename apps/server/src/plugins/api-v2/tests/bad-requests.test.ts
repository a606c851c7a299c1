// Issue #32: every /api/v2 route answers bad input with a v2 error body and a 4xx, never a 500,
// and moves no money.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { futuresRoutes } from '../futures-routes.ts';
import { futuresTradeRoutes } from '../futures-trade-routes.ts';
import { spotBatchRoutes } from '../spot-batch-routes.ts';
import { spotRoutes } from '../spot-routes.ts';
import { v2Headers } from '../v2-sign.ts';
import { keyCreator, TEST_PASSPHRASE } from './key-support.ts';

const SLOW = 600_000;

/** Every parameter name the routes read. */
const NAMES = [
  'symbol',
  'productType',
  'marginCoin',
  'marginMode',
  'posMode',
  'leverage',
  'side',
  'tradeSide',
  'orderType',
  'force',
  'price',
  'size',
  'reduceOnly',
  'presetStopSurplusPrice',
  'presetStopLossPrice',
  'clientOid',
  'orderId',
  'limit',
  'startTime',
  'endTime',
  'idLessThan',
  'granularity',
  'type',
  'coin',
  'assetType',
  'groupType',
  'pageSize',
  'pageNo',
  'orderList',
  'orderIdList',
];
const JUNK: unknown[] = ['', 'abc', '-1', '1e309', '99999999999999999999999999', '0', [], { a: 1 }, null];

describe.each(backends)('API v2 bad requests on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;
  let key: { accessKey: string; secretKey: string; passphrase: string };

  beforeAll(async () => {
    vi.stubEnv('API_V2_RATE_LIMIT', '100000');
    server = await startServer(backend);
    client = new ApiClient(server.baseUrl);
    const { email } = await fundedTrader(client);
    expect((await client.post('/v1/futures/transfer', { direction: 'in', amount: '1000' })).body.code).toBe(
      0,
    );
    const created = await keyCreator(
      () => client,
      () => ({ email, app: server.app }),
    )(['read', 'trade'], [], 'matrix');
    key = { ...created, passphrase: TEST_PASSPHRASE };
  }, SLOW);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  }, SLOW);

  const send = async (method: 'GET' | 'POST', path: string, params: Record<string, unknown> | string) => {
    let pathWithQuery = `/api/v2${path}`;
    let body = '';
    if (method === 'GET' && typeof params === 'object') {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(params))
        query.set(name, typeof value === 'string' ? value : JSON.stringify(value));
      if (query.size > 0) pathWithQuery += `?${query}`;
    } else body = typeof params === 'string' ? params : JSON.stringify(params);
    const answer = await server.app.inject({
      method,
      url: pathWithQuery,
      headers: v2Headers(key, { method, pathWithQuery, body }),
      ...(method === 'POST' ? { payload: body } : {}),
    });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  };

  const holdings = async () => ({
    spot: (await client.get('/v1/asset/spot/balances')).body.data,
    futures: (await client.get('/v1/futures/account')).body.data,
    spotOrders: (await client.get('/v1/spot/order/open')).body.data,
    futuresOrders: (await client.get('/v1/futures/orders/open')).body.data,
    positions: (await client.get('/v1/futures/positions')).body.data,
  });

  it(
    'answers each route’s bad parameters with a 4xx v2 error, never a 500, moving no money',
    async () => {
      const before = await holdings();
      const routes = [
        ...spotRoutes(server.app),
        ...spotBatchRoutes(server.app),
        ...futuresRoutes(server.app),
        ...futuresTradeRoutes(server.app),
      ];
      const failures: string[] = [];
      for (const route of routes) {
        const cases: Array<Record<string, unknown> | string> = [{}];
        for (const junk of JUNK) cases.push(Object.fromEntries(NAMES.map((name) => [name, junk])));
        for (const name of NAMES)
          cases.push({ symbol: 'BTCUSDT', productType: 'USDT-FUTURES', [name]: 'abc' });
        if (route.method === 'POST') cases.push('{not json', '[1,2]', '"text"', 'null');
        for (const params of cases) {
          const answer = await send(route.method, route.path, params);
          const shaped =
            typeof answer.body.code === 'string' &&
            typeof answer.body.msg === 'string' &&
            typeof answer.body.requestTime === 'number';
          const refused = answer.body.code !== '00000';
          if (
            !shaped ||
            answer.status >= 500 ||
            (refused && (answer.status < 400 || answer.body.data !== null))
          )
            failures.push(
              `${route.method} ${route.path} ${JSON.stringify(params)} -> ${answer.status} ${JSON.stringify(answer.body)}`,
            );
        }
      }
      expect(failures).toEqual([]);
      expect(await holdings()).toEqual(before);
    },
    SLOW,
  );
});
