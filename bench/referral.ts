/**
 * The referral programme's daily payout over 1,000,000 commission records (issue #29): one million
 * invitees of a thousand inviters, each with a fee that day, through the real payout
 * (apps/server/src/plugins/referral/payouts.ts: commission records worked out in SQL, the
 * pool's entry and the day's row in one transaction, then one ledger transfer per earner, 8 at
 * once). Runs on an in-memory PGlite
 * and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names one, on PostgreSQL; the second run of
 * the same day must pay nothing. BENCH_REFERRAL_RECORDS changes the count.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { FeeSource, UserFees } from '../apps/server/src/platform/fee-sources.ts';
import { TransferPort } from '../apps/server/src/platform/ledger/transfer-port.ts';
import type { WalletLeg } from '../apps/server/src/platform/ledger/wallet-leg.ts';
import { referralBook } from '../apps/server/src/plugins/referral/book.ts';
import { Payouts } from '../apps/server/src/plugins/referral/payouts.ts';
import { referralDb } from '../apps/server/src/plugins/referral/tables.ts';
import { referralWalletLeg } from '../apps/server/src/plugins/referral/wallet-leg.ts';
import { serverCpu } from './server-cpu.ts';
import { printSummary } from './summary.ts';

const RECORDS = Number(process.env.BENCH_REFERRAL_RECORDS ?? 1_000_000);
const INVITERS = 1000;
const FIRST_INVITEE = 50_000_000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Spot's side of the transfers: it accepts every credit (the bench measures the programme's side). */
const acceptingSpot: WalletLeg = {
  wallet: 'spot',
  balances: async () => [],
  expect: async () => undefined,
  send: async () => 'insufficient-balance',
  receive: async () => {},
  settle: async () => {},
  committed: async () => true,
  unfinished: async () => [],
};

/** One fee per invitee, all inside the day paid; built before the clock starts, as a product's query answer. */
function feeSource(): FeeSource {
  const rows: UserFees[] = [];
  for (let i = 0; i < RECORDS; i += 1)
    rows.push({ userId: FIRST_INVITEE + i, asset: 'USDT', fee: `${(i % 97) + 1}.25`, volume: '12500' });
  return { name: 'spot', feesBetween: async () => rows };
}

const FEES = feeSource();

async function benchBackend(name: string, env: NodeJS.ProcessEnv) {
  const db = await openDatabase(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', ...env }),
  );
  const book = referralDb(db);
  const now = Date.parse('2026-06-02T01:00:00Z');
  await sql`
    insert into referral_codes (code, owner_id, kickback_percent, is_default, created_at)
    select 'B' || lpad(g::text, 7, '0'), g, 0, true, 0 from generate_series(1, ${INVITERS}) g`.execute(db);
  await sql`
    insert into referral_attributions (invitee_id, inviter_id, code, campaign, registered_at, attributed_at, via)
    select ${FIRST_INVITEE} + g, 1 + g % ${INVITERS}, 'B' || lpad((1 + g % ${INVITERS})::text, 7, '0'), null, 0, 0, 'registration'
    from generate_series(0, ${RECORDS - 1}) g`.execute(db);
  // The day before is paid, so the run owes exactly one day.
  await sql`insert into referral_payout_days (day, from_ms, to_ms, records, paid_at)
    values ('2026-05-31', ${now - 2 * DAY_MS}, ${now - DAY_MS - 3_600_000}, 0, 0)`.execute(db);
  const ledger = new TransferPort();
  ledger.register(acceptingSpot);
  ledger.register(referralWalletLeg(book, () => now));
  const payouts = new Payouts(
    book,
    () => [FEES],
    ledger,
    () => now,
  );
  await payouts.seedPool(now);
  // CPU time beside wall time: PGlite runs in this process, PostgreSQL in its backends, and on a
  // shared machine the wall time also counts the waits for a core.
  const started = performance.now();
  const cpu = process.cpuUsage();
  const server = await serverCpu(db);
  const first = await payouts.run(now);
  const firstMs = performance.now() - started;
  const firstCpu = process.cpuUsage(cpu);
  const serverSeconds = env.DATABASE_URL ? await server() : null;
  const again = performance.now();
  const second = await payouts.run(now);
  const secondMs = performance.now() - again;
  const sound = [...(await referralBook.totals(book)).values()].every((total) => total === '0');
  await db.destroy();
  return {
    name,
    records: first.records,
    transfers: first.transfers,
    firstMs,
    firstCpuMs: (firstCpu.user + firstCpu.system) / 1000,
    serverSeconds,
    secondRecords: second.records,
    secondMs,
    sound,
  };
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
    'commission records': row.records,
    'ledger transfers': row.transfers,
    'payout run (s)': (row.firstMs / 1000).toFixed(2),
    'process CPU (s)': (row.firstCpuMs / 1000).toFixed(2),
    'server CPU (s)': row.serverSeconds === null ? '-' : row.serverSeconds.toFixed(2),
    'rerun records': row.secondRecords,
    'rerun (s)': (row.secondMs / 1000).toFixed(2),
    'book sums to zero': row.sound,
  })),
);
if (results.length === 2)
  console.log(`postgresql / pglite payout time: ${(results[1]!.firstMs / results[0]!.firstMs).toFixed(2)}`);
printSummary(
  results
    .map(
      (row) =>
        `${row.name}: ${row.records} commission records paid in ${(row.firstMs / 1000).toFixed(2)} s, rerun paid ${row.secondRecords}, book sums to zero: ${row.sound ? 'yes' : 'NO'}`,
    )
    .join('; '),
);
if (results.some((row) => row.secondRecords !== 0 || !row.sound)) process.exitCode = 1;
