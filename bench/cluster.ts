/**
 * Issue #31: spot order placement through the one-process server and through the scale-out cluster
 * (JetStream journal, engine processes, two gateways; docs/scale-out.md), in the same run, same
 * PostgreSQL, same client (autocannon, limit orders half buys half sells around one price so many
 * trade). Each order is answered only once durable: the one-process server after its group commit,
 * the cluster after JetStream stored the command and the engine published its result.
 * Rows: one process; the cluster on one symbol; the cluster on two symbols (one per engine).
 * The cluster's p99 is the worse of its two gateways' p99s (autocannon reports percentiles per run).
 */
import pg from 'pg';
import { SPOT_ONLY, startCluster } from '../apps/server/src/cluster/harness.ts';
import { SymbolEngine } from '../apps/server/src/cluster/symbol-engine.ts';
import { adminDatabaseUrl, CONNECTIONS, DURATION_SECONDS, orderBody, type Row, run } from './cluster-load.ts';
import { benchUser, startBenchServer } from './markets-support.ts';
import { printSummary } from './summary.ts';

/** One symbol engine's apply rate alone (no I/O): the ceiling of one engine core. */
function engineCoreRate(): { orders: number; perSecond: number } {
  const engine = new SymbolEngine('BTCUSDT');
  let seq = 0;
  for (const [accountId, asset, amount] of [
    ['u1', 'USDT', '1000000000'],
    ['u2', 'BTC', '100000'],
  ] as const) {
    seq += 1;
    engine.apply(seq, { rid: String(seq), command: { type: 'deposit', accountId, asset, amount, ts: 0 } });
  }
  const orders = 50_000;
  const started = performance.now();
  for (let i = 0; i < orders; i += 1) {
    seq += 1;
    engine.apply(seq, {
      rid: String(seq),
      command: {
        type: 'place',
        symbol: 'BTCUSDT',
        accountId: i % 2 === 0 ? 'u1' : 'u2',
        side: i % 2 === 0 ? 'buy' : 'sell',
        orderType: 'limit',
        price: (90_000 + (i % 21) - 10).toFixed(2),
        size: '0.001000',
        ts: i,
      },
    });
  }
  return { orders, perSecond: Math.round(orders / ((performance.now() - started) / 1000)) };
}

const rows: Row[] = [];
const admin = adminDatabaseUrl();
const core = engineCoreRate();

// One process: the product's own server and order API, on the same PostgreSQL.
process.env.DATABASE_URL = admin;
const server = await startBenchServer({ MARKETS_SIM_TICK_MS: '0' });
const buyer = await benchUser(server.baseUrl, 'buyer', [['USDT', '1000000', 20]]);
const seller = await benchUser(server.baseUrl, 'seller', [['BTC', '1000', 1]]);
rows.push(
  await run('one process (BTCUSDT)', [
    {
      url: server.baseUrl,
      path: '/v1/spot/order/place',
      headers: (sequence) => ({
        'content-type': 'application/json',
        cookie: sequence % 2 === 0 ? buyer : seller,
      }),
      body: (sequence) => orderBody('BTCUSDT', sequence, 90_000, '0.001000', 'product'),
    },
  ]),
);
await server.close();
delete process.env.DATABASE_URL;

// The cluster: two engines, two gateways, the persister, NATS; every process on this machine.
const cluster = await startCluster({ port: 47500, adminDatabaseUrl: admin, env: SPOT_ONLY });
const clusterStarted = Date.now();
let postingRows = 0;
try {
  const tokens = [await cluster.token(1), await cluster.token(2)];
  for (const [symbol, base, quoteAmount, baseAmount] of [
    ['BTCUSDT', 'BTC', '100000000', '100000'],
    ['ETHUSDT', 'ETH', '100000000', '1000000'],
  ] as const) {
    for (const token of tokens) {
      for (const [asset, amount] of [
        ['USDT', quoteAmount],
        [base, baseAmount],
      ]) {
        const answer = await fetch(`${cluster.gateways[0]}/cluster/v1/deposits`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ symbol, asset, amount }),
        });
        if (!answer.ok) throw new Error(`deposit: ${answer.status} ${await answer.text()}`);
      }
    }
  }
  const target = (gateway: string, symbol: string, price: number, size = '0.001000') => ({
    url: gateway,
    path: '/cluster/v1/orders',
    headers: (sequence: number) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${tokens[sequence % 2]}`,
    }),
    body: (sequence: number) => orderBody(symbol, sequence, price, size, 'cluster'),
  });
  rows.push(
    await run('cluster, 2 gateways, 1 symbol', [
      target(cluster.gateways[0]!, 'BTCUSDT', 90_000),
      target(cluster.gateways[1]!, 'BTCUSDT', 90_000),
    ]),
  );
  rows.push(
    await run('cluster, 2 gateways, 2 symbols on 2 engines', [
      target(cluster.gateways[0]!, 'ETHUSDT', 3_000, '0.0100'),
      target(cluster.gateways[1]!, 'ETHUSDT', 3_000, '0.0100'),
      target(cluster.gateways[0]!, 'BTCUSDT', 90_000),
      target(cluster.gateways[1]!, 'BTCUSDT', 90_000),
    ]),
  );
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 1 });
  const postings = await pool.query<{ n: string }>('SELECT count(*)::text AS n FROM cluster_postings');
  postingRows = Number(postings.rows[0]?.n ?? 0);
  await pool.end();
} finally {
  await cluster.stop();
}

console.log(`spot order placement, PostgreSQL, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per row`);
console.table(rows);
const [single, clustered] = [rows[0]!, rows.at(-1)!];
console.log(
  `one symbol engine alone (apply, no I/O): ${core.perSecond} orders/s over ${core.orders} orders; ` +
    `persister: ${postingRows} ledger postings written to PostgreSQL in the cluster's ${Math.round((Date.now() - clusterStarted) / 1000)} s`,
);
console.log(
  `cluster / one process: ${(clustered['orders/s'] / Math.max(1, single['orders/s'])).toFixed(2)}x orders/s on ${
    (await import('node:os')).cpus().length
  } cores. Every cluster process shares these cores here; docs/scale-out.md models one engine per core.`,
);
printSummary(
  `one process ${single['orders/s']} orders/s (p99 ${single['p99 ms']} ms), cluster ${clustered['orders/s']} orders/s (p99 ${clustered['p99 ms']} ms) = ${(clustered['orders/s'] / Math.max(1, single['orders/s'])).toFixed(2)}x`,
);
