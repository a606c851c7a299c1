import { type Kysely, sql } from 'kysely';

/**
 * Earn's daily accrual is one set-based statement per batch of holdings (plugins/earn/accrual.ts)
 * that rewrites every flexible holding's marks (`last_paid_day`, `interest_paid`) and every
 * earner's book balance once a day, and inserts a (holding, day) mark and a record per payout.
 * - Pages kept half empty let PostgreSQL write each new version of a holding or balance row on the
 *   page of the old one without touching the table's indexes (a heap-only update); otherwise every
 *   update adds an entry to each index, the largest part of the run. Pages written before keep
 *   their layout until they are rewritten.
 * - The marks' and records' foreign keys to the holding are dropped: the engine writes them only
 *   in the statement or transaction that read the holding, and holdings are never deleted (a
 *   closed one keeps its row), while the key's check read and locked the holding once per payout,
 *   a fifth of the run's time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table earn_holdings set (fillfactor = 50)`.execute(db);
  await sql`alter table earn_balances set (fillfactor = 50)`.execute(db);
  await sql`alter table earn_payouts drop constraint if exists earn_payouts_holding_id_fkey`.execute(db);
  await sql`alter table earn_records drop constraint if exists earn_records_holding_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table earn_holdings reset (fillfactor)`.execute(db);
  await sql`alter table earn_balances reset (fillfactor)`.execute(db);
  await sql`
    alter table earn_payouts add constraint earn_payouts_holding_id_fkey
    foreign key (holding_id) references earn_holdings (id)`.execute(db);
  await sql`
    alter table earn_records add constraint earn_records_holding_id_fkey
    foreign key (holding_id) references earn_holdings (id)`.execute(db);
}
