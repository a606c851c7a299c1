/**
 * Orders per second through HTTP with persistence: autocannon places limit orders (half buys,
 * half sells around one price, so many trade) from two users, each acknowledged only after its
 * journal entry is committed (group commit). Prints throughput and latency percentiles, then
 * checks the exchange invariants (ledger conservation, holds = open orders).
 */
import autocannon from 'autocannon';
import { benchUser, startBenchServer } from './markets-support.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const server = await startBenchServer({ MARKETS_SIM_TICK_MS: '0' });
const buyer = await benchUser(server.baseUrl, 'buyer', [['USDT', '1000000', 20]]);
const seller = await benchUser(server.baseUrl, 'seller', [['BTC', '1000', 1]]);

let sequence = 0;
const result = await autocannon({
  url: server.baseUrl,
  connections: CONNECTIONS,
  duration: DURATION_SECONDS,
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
          headers: { 'content-type': 'application/json', cookie: buy ? buyer : seller },
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
await server.close();
process.exit(problems.length === 0 ? 0 : 1);
