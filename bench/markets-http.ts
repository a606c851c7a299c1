/**
 * Orders per second through HTTP with persistence: autocannon places limit orders (half buys,
 * half sells around one price, so many trade) from two users, each acknowledged only after its
 * journal entry is committed (group commit). Prints throughput and latency percentiles, then
 * checks the exchange invariants (ledger conservation, holds = open orders).
 *
 * Then public market data (issue #22 item 5): the gateway's depth GET, served from the answer
 * cached at the last engine commit, against a bare Fastify serving the same bytes in the same run,
 * and the ratio; a third row sends If-None-Match and gets 304.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchUser, startBenchServer } from './markets-support.ts';
import { snapshotCost, spotSnapshotTarget } from './snapshot-cost.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const server = await startBenchServer({ MARKETS_SIM_TICK_MS: '0' });
const buyer = await benchUser(server.baseUrl, 'buyer', [['USDT', '1000000', 20]]);
const seller = await benchUser(server.baseUrl, 'seller', [['BTC', '1000', 1]]);

let sequence = 0;
const placeOrders = (duration: number, users = { buyer, seller }) =>
  autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/v1/spot/order/place',
        setupRequest: (request) => {
          sequence += 1;
          const buy = sequence % 2 === 0;
          const price = (90_000 + (sequence % 21) - 10).toFixed(2);
          return {
            ...request,
            headers: { 'content-type': 'application/json', cookie: buy ? users.buyer : users.seller },
            body: JSON.stringify({
              symbol: 'BTCUSDT',
              side: buy ? 'buy' : 'sell',
              orderType: 'limit',
              price,
              size: '0.001000',
              clientOrderId: `bench-${sequence}`,
            }),
          };
        },
      },
    ],
  });
const result = await placeOrders(DURATION_SECONDS);

const problems = server.app.markets.exchanges.live.checkInvariants();
console.log(
  `markets HTTP order placement, ${server.backend}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s`,
);
console.table([
  {
    'orders acknowledged': result['2xx'],
    'orders/s (mean)': Math.round(result.requests.average),
    'p50 latency ms': result.latency.p50,
    'p99 latency ms': result.latency.p99,
    'max latency ms': result.latency.max,
    'non-2xx': result.non2xx,
    errors: result.errors,
  },
]);
console.log(
  problems.length === 0 ? 'exchange invariants: ok' : `exchange invariants BROKEN: ${problems.join('; ')}`,
);

const depthPath = '/v1/market/depth?symbol=BTCUSDT&step=0.01&limit=50';
const sample = await fetch(`${server.baseUrl}${depthPath}`);
const bytes = await sample.text();
const bare = Fastify();
bare.get('/v1/market/depth', (_request, reply) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(bytes),
);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
if (bareAddress === null || typeof bareAddress === 'string') throw new Error('no TCP address');
const bareUrl = `http://127.0.0.1:${bareAddress.port}`;
const read = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
const rows: Array<[string, autocannon.Result]> = [];
rows.push(['bare Fastify, same bytes', await read(`${bareUrl}${depthPath}`)]);
rows.push(['gateway depth GET (cached)', await read(`${server.baseUrl}${depthPath}`)]);
// The ETag read now: the last orders of the first part may have been committed since the sample.
const etag = (await fetch(`${server.baseUrl}${depthPath}`)).headers.get('etag') ?? '';
rows.push([
  'gateway depth GET, If-None-Match (304)',
  await read(`${server.baseUrl}${depthPath}`, { 'if-none-match': etag }),
]);
await bare.close();
console.log(
  `\npublic depth GET (${bytes.length} bytes), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
);
console.table(
  rows.map(([name, r]) => ({
    server: name,
    'requests/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    '2xx': r['2xx'],
    'not modified (304)': r.statusCodeStats?.['304']?.count ?? 0,
    'other/errors': r.non2xx - (r.statusCodeStats?.['304']?.count ?? 0) + r.errors,
  })),
);
const [bareRow, gatewayRow] = rows.map(([, r]) => r.requests.average);
const ratio = (gatewayRow ?? 0) / (bareRow ?? 1);
console.log(
  `summary (${server.backend}): orders ${Math.round(result.requests.average)}/s (p99 ${result.latency.p99} ms, target 5,000/s p99 < 50 ms); ` +
    `depth GET ${Math.round(gatewayRow ?? 0)}/s = ${ratio.toFixed(2)}x bare Fastify (target 0.5x)`,
);
// Issue #22 item 3: snapshot cost, incremental against whole, same server (after the figures above).
// Fresh users for each run: the first ones may have reached the open-order limit (200 a market).
let runs = 0;
const freshOrders = async (duration: number) => {
  runs += 1;
  const users = {
    buyer: await benchUser(server.baseUrl, `snap-buyer${runs}`, [['USDT', '1000000', 20]]),
    seller: await benchUser(server.baseUrl, `snap-seller${runs}`, [['BTC', '1000', 1]]),
  };
  return placeOrders(duration, users);
};
const snapshots = await snapshotCost(server, spotSnapshotTarget(server), freshOrders, {
  accounts: Number(process.env.BENCH_SNAPSHOT_ACCOUNTS ?? 10_000),
  orders: Number(process.env.BENCH_SNAPSHOT_ORDERS ?? 20_000),
  seconds: Math.min(DURATION_SECONDS, 5),
});
console.log(`summary (${server.backend}): ${snapshots}`);
await server.close();
process.exit(problems.length === 0 ? 0 : 1);
