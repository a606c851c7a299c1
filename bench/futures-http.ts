/**
 * Futures orders per second through HTTP with persistence, beside spot orders as the peer: the
 * same autocannon load (limit orders from two users, half buys and half sells around one price,
 * so many trade) first on /v1/spot/order/place, then on /v1/futures/order/place, each order
 * acknowledged only after its journal entry is committed (group commit). Prints both rows and the
 * futures/spot throughput ratio, then checks both engines' invariants.
 */
import autocannon from 'autocannon';
import { futuresServiceOf } from '../apps/server/src/plugins/futures/index.ts';
import { benchUser, startBenchServer } from './markets-support.ts';
import { futuresSnapshotTarget, snapshotCost } from './snapshot-cost.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

// The per-command invariant check of test servers is off here: it is a test aid, not the service.
const server = await startBenchServer({ MARKETS_SIM_TICK_MS: '0', FUTURES_CHECK_INVARIANTS: 'false' });
const buyer = await benchUser(server.baseUrl, 'buyer', [['USDT', '1000000', 20]]);
const seller = await benchUser(server.baseUrl, 'seller', [
  ['USDT', '1000000', 10],
  ['BTC', '1000', 1],
]);

async function post(path: string, cookie: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number | string; data: unknown };
  if (json.code !== 0) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.data;
}

for (const cookie of [buyer, seller])
  await post('/v1/futures/transfer', cookie, { direction: 'in', amount: '5000000' });

const tickers = (await (await fetch(`${server.baseUrl}/v1/futures/tickers?symbol=BTCUSDT`)).json()) as {
  data: Array<{ markPrice: string | null }>;
};
const center = Math.round(Number(tickers.data[0]?.markPrice ?? 90_000));

async function load(path: string, size: string, users = { buyer, seller }, seconds = DURATION_SECONDS) {
  let sequence = 0;
  return autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request) => {
          sequence += 1;
          const buy = sequence % 2 === 0;
          return {
            ...request,
            headers: { 'content-type': 'application/json', cookie: buy ? users.buyer : users.seller },
            body: JSON.stringify({
              symbol: 'BTCUSDT',
              side: buy ? 'buy' : 'sell',
              orderType: 'limit',
              price: (center + (sequence % 21) - 10).toFixed(2),
              size,
            }),
          };
        },
      },
    ],
  });
}

const spot = await load('/v1/spot/order/place', '0.001000');
const futures = await load('/v1/futures/order/place', '0.001');

const row = (name: string, result: autocannon.Result) => ({
  endpoint: name,
  'orders acknowledged': result['2xx'],
  'orders/s (mean)': Math.round(result.requests.average),
  'p50 latency ms': result.latency.p50,
  'p99 latency ms': result.latency.p99,
  'non-2xx': result.non2xx,
  errors: result.errors,
});
console.log(
  `HTTP order placement, ${server.backend}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
);
console.table([row('spot (peer)', spot), row('futures', futures)]);
console.log(
  `summary (${server.backend}): spot ${Math.round(spot.requests.average)} orders/s (p99 ${spot.latency.p99} ms), futures ${Math.round(futures.requests.average)} orders/s (p99 ${futures.latency.p99} ms), futures / spot ${(futures.requests.average / spot.requests.average).toFixed(2)} (target 5,000 orders/s, p99 < 50 ms)`,
);
// Issue #22 item 3: the futures snapshot's cost, incremental against whole, same server (after the
// figures above). Fresh users for each run: the first ones may have reached the open-order limit.
let runs = 0;
const freshOrders = async (seconds: number) => {
  runs += 1;
  const users = {
    buyer: await benchUser(server.baseUrl, `fsnap-buyer${runs}`, [['USDT', '1000000', 20]]),
    seller: await benchUser(server.baseUrl, `fsnap-seller${runs}`, [['USDT', '1000000', 10]]),
  };
  for (const cookie of [users.buyer, users.seller])
    await post('/v1/futures/transfer', cookie, { direction: 'in', amount: '500000' });
  return load('/v1/futures/order/place', '0.001', users, seconds);
};
const snapshots = await snapshotCost(server, futuresSnapshotTarget(server), freshOrders, {
  accounts: Number(process.env.BENCH_SNAPSHOT_ACCOUNTS ?? 10_000),
  orders: Number(process.env.BENCH_SNAPSHOT_ORDERS ?? 20_000),
  seconds: Math.min(DURATION_SECONDS, 5),
});
console.log(`summary (${server.backend}): ${snapshots}`);
const problems = [
  ...server.app.markets.exchanges.live.checkInvariants(),
  ...futuresServiceOf(server.app).exchanges.live.checkInvariants(),
];
console.log(problems.length === 0 ? 'invariants: ok' : `invariants BROKEN: ${problems.join('; ')}`);
await server.close();
process.exit(problems.length === 0 ? 0 : 1);
