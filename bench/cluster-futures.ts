/**
 * Issue #31, the futures side: USDT-margined perpetual order placement through the one-process
 * server and through the cluster's contract engines (FUT_CMD journal, futures engine processes, the
 * two gateways' `/cluster/v1/futures`; docs/scale-out.md "Futures"), in the same run, on the same
 * PostgreSQL, with the same client as the spot bench (cluster-load.ts): limit orders of 0.001 BTC
 * (0.01 ETH), a buyer and a seller alternating around the mark so many trade. Each order is
 * answered once durable: the one-process server after its group commit, the cluster after
 * JetStream stored the command and the contract engine published its result.
 * Rows: one process; the cluster on one contract (one futures engine); the cluster on two contracts
 * (one per futures engine). No simulator in the cluster, so the load is the bench's own; the mark
 * feed runs (a futures order needs a mark).
 */
import { startCluster } from '../apps/server/src/cluster/harness.ts';
import { adminDatabaseUrl, CONNECTIONS, DURATION_SECONDS, orderBody, type Row, run } from './cluster-load.ts';
import { benchUser, startBenchServer } from './markets-support.ts';
import { printSummary } from './summary.ts';

/** A futures limit order around `center` (cluster-load.ts), with no client order id. */
const futuresOrder = (
  symbol: string,
  sequence: number,
  center: number,
  size: string,
  api: 'product' | 'cluster',
) => orderBody(symbol, sequence, center, size, api, false);

async function answerOf(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text);
}

const rows: Row[] = [];
const admin = adminDatabaseUrl();

// One process: the product's own futures order API, on the same PostgreSQL. The per-command
// invariant check of test servers is off: it is a test aid, not the service.
process.env.DATABASE_URL = admin;
const server = await startBenchServer({ MARKETS_SIM_TICK_MS: '0', FUTURES_CHECK_INVARIANTS: 'false' });
const buyer = await benchUser(server.baseUrl, 'fbuyer', [['USDT', '1000000', 20]]);
const seller = await benchUser(server.baseUrl, 'fseller', [['USDT', '1000000', 20]]);
for (const cookie of [buyer, seller]) {
  const answer = (await answerOf(
    await fetch(`${server.baseUrl}/v1/futures/transfer`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ direction: 'in', amount: '500000' }),
    }),
    'transfer',
  )) as { code: number | string };
  if (answer.code !== 0) throw new Error(`transfer: ${JSON.stringify(answer)}`);
}
const productTicker = (await answerOf(
  await fetch(`${server.baseUrl}/v1/futures/tickers?symbol=BTCUSDT`),
  'tickers',
)) as { data: Array<{ markPrice: string | null }> };
const productMark = Math.round(Number(productTicker.data[0]?.markPrice ?? 90_000));
rows.push(
  await run('one process (BTCUSDT perpetual)', [
    {
      url: server.baseUrl,
      path: '/v1/futures/order/place',
      headers: (sequence) => ({
        'content-type': 'application/json',
        cookie: sequence % 2 === 0 ? buyer : seller,
      }),
      body: (sequence) => futuresOrder('BTCUSDT', sequence, productMark, '0.001', 'product'),
    },
  ]),
);
await server.close();
delete process.env.DATABASE_URL;

// The cluster: one spot engine (idle), two futures engines (BTCUSDT on one, ETHUSDT on the other),
// the futures persister and mark feed, two gateways, NATS; every process on this machine.
const cluster = await startCluster({
  port: 47540,
  adminDatabaseUrl: admin,
  engines: 1,
  env: { CLUSTER_FUTURES_ENGINES: '2' },
});
try {
  await cluster.waitHealthy();
  const tokens = [await cluster.token(1), await cluster.token(2)];
  const marks = new Map<string, number>();
  const deadline = Date.now() + 60_000;
  for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
    for (;;) {
      const ticker = (await answerOf(
        await fetch(`${cluster.gateways[0]}/v1/futures/tickers?symbol=${symbol}`),
        'cluster tickers',
      )) as { data: Array<{ markPrice: string | null }> };
      const mark = Number(ticker.data[0]?.markPrice ?? Number.NaN);
      if (Number.isFinite(mark) && mark > 0) {
        marks.set(symbol, Math.round(mark));
        break;
      }
      if (Date.now() > deadline) throw new Error(`no mark on ${symbol} after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const token of tokens)
      await answerOf(
        await fetch(`${cluster.gateways[0]}/cluster/v1/futures/deposits`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ symbol, amount: '1000000' }),
        }),
        `deposit on ${symbol}`,
      );
  }
  const target = (gateway: string, symbol: string, size: string) => ({
    url: gateway,
    path: '/cluster/v1/futures/orders',
    headers: (sequence: number) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${tokens[sequence % 2]}`,
    }),
    body: (sequence: number) => futuresOrder(symbol, sequence, marks.get(symbol)!, size, 'cluster'),
  });
  rows.push(
    await run('cluster, 2 gateways, 1 contract', [
      target(cluster.gateways[0]!, 'BTCUSDT', '0.001'),
      target(cluster.gateways[1]!, 'BTCUSDT', '0.001'),
    ]),
  );
  rows.push(
    await run('cluster, 2 gateways, 2 contracts on 2 engines', [
      target(cluster.gateways[0]!, 'ETHUSDT', '0.01'),
      target(cluster.gateways[1]!, 'ETHUSDT', '0.01'),
      target(cluster.gateways[0]!, 'BTCUSDT', '0.001'),
      target(cluster.gateways[1]!, 'BTCUSDT', '0.001'),
    ]),
  );
} finally {
  await cluster.stop();
}

console.log(`futures order placement, PostgreSQL, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per row`);
console.table(rows);
const [single, oneContract, clustered] = [rows[0]!, rows[1]!, rows.at(-1)!];
const ratio = (row: Row) => (row['orders/s'] / Math.max(1, single['orders/s'])).toFixed(2);
console.log(
  `cluster / one process: one contract ${ratio(oneContract)}x, two contracts on two engines ${ratio(clustered)}x orders/s on ${
    (await import('node:os')).cpus().length
  } cores. Every cluster process shares these cores here; docs/scale-out.md models one engine per core.`,
);
printSummary(
  `futures: one process ${single['orders/s']} orders/s (p99 ${single['p99 ms']} ms), cluster one contract ${oneContract['orders/s']} orders/s (p99 ${oneContract['p99 ms']} ms), two contracts ${clustered['orders/s']} orders/s (p99 ${clustered['p99 ms']} ms) = ${ratio(clustered)}x`,
);
