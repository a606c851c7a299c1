/**
 * Earn's daily accrual over 100,000 flexible holdings (issue #26): the real run
 * (apps/server/src/plugins/earn/accrual.ts: per batch of 20,000 holdings one set-based statement
 * in one transaction writes the (holding, day) marks, the holdings' totals, the records and the
 * pool's postings, without a round trip per holding). Runs on an
 * in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names one, on PostgreSQL;
 * the second run of the same day must pay nothing. BENCH_EARN_HOLDINGS changes the count.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { runFlexibleAccrual } from '../apps/server/src/plugins/earn/accrual.ts';
import { earnBook } from '../apps/server/src/plugins/earn/book.ts';
import { seedCatalogue } from '../apps/server/src/plugins/earn/catalogue.ts';
import { earnDb } from '../apps/server/src/plugins/earn/tables.ts';
import { serverCpu } from './server-cpu.ts';
import { printSummary } from './summary.ts';

const HOLDINGS = Number(process.env.BENCH_EARN_HOLDINGS ?? 100_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const DAY_MS = 24 * 60 * 60 * 1000;

async function benchBackend(name: string, env: NodeJS.ProcessEnv) {
  const db = await openDatabase(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', ...env }),
  );
  const book = earnDb(db);
  const subscribedAt = Date.parse('2026-06-01T12:00:00Z');
  // The day after the subscriptions' has ended: each holding is owed exactly one day.
  const now = subscribedAt + DAY_MS + 13 * 3_600_000;
  await seedCatalogue(book, subscribedAt - DAY_MS);
  // Holdings of 10 to 1,009 USDT (some past the 500 band), their principal in the book as if it
  // had come from spot: the holding's account credited, the ledger side debited.
  await sql`
    insert into earn_holdings (venue, user_id, product_id, principal, tiers, auto_renew, state, started_at)
    select 'live', g, 'usdt-flexible', 10 + g % 1000,
      (select tiers from earn_apr_history where product_id = 'usdt-flexible'), false, 'active', ${subscribedAt}
    from generate_series(1, ${HOLDINGS}) g`.execute(db);
  await sql`
    insert into earn_balances (account, asset, amount)
    select 'holding:' || id, 'USDT', principal from earn_holdings`.execute(db);
  await sql`
    insert into earn_balances (account, asset, amount)
    select 'ledger', 'USDT', -sum(principal) from earn_holdings`.execute(db);
  // CPU time as well as wall time: PGlite runs in this process, PostgreSQL in its backends
  // (server-cpu.ts), so on a shared machine the CPU time is what the run costs and the wall time
  // also counts the waits for a core.
  const started = performance.now();
  const cpu = process.cpuUsage();
  const server = await serverCpu(db);
  const first = await runFlexibleAccrual(book, now);
  const firstMs = performance.now() - started;
  const firstCpu = process.cpuUsage(cpu);
  const serverSeconds = env.DATABASE_URL ? await server() : null;
  const again = performance.now();
  const second = await runFlexibleAccrual(book, now);
  const secondMs = performance.now() - again;
  const sound = [...(await earnBook.totals(book)).values()].every((total) => Number(total) === 0);
  await db.destroy();
  const firstCpuMs = (firstCpu.user + firstCpu.system) / 1000;
  return { name, first, firstMs, firstCpuMs, serverSeconds, second, secondMs, sound };
}

async function withPostgresSchema<T>(url: string, work: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    return await work({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}

const results = [await benchBackend('pglite (memory)', {})];
if (postgresUrl)
  results.push(await withPostgresSchema(postgresUrl, (env) => benchBackend('postgresql', env)));
console.table(
  results.map((row) => ({
    backend: row.name,
    holdings: HOLDINGS,
    payouts: row.first,
    'accrual run (s)': (row.firstMs / 1000).toFixed(2),
    'accrual CPU (s)': (row.firstCpuMs / 1000).toFixed(2),
    'server CPU (s)': row.serverSeconds === null ? '-' : row.serverSeconds.toFixed(2),
    'rerun payouts': row.second,
    'rerun (s)': (row.secondMs / 1000).toFixed(2),
    'book sums to zero': row.sound,
  })),
);
printSummary(
  results
    .map(
      (row) =>
        `${row.name}: ${row.first} payouts to ${HOLDINGS} holdings in ${(row.firstMs / 1000).toFixed(2)} s, rerun paid ${row.second}, book sums to zero: ${row.sound ? 'yes' : 'NO'}`,
    )
    .join('; '),
);
