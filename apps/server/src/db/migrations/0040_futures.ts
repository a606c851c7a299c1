import { type Kysely, sql } from 'kysely';

/**
 * Futures persistence, beside the spot tables and shaped like them: the journal of futures
 * commands per venue, one snapshot per venue (recovery restores it and replays the journal after
 * it), and the history rows (fills, finished orders, funding, liquidations) written in the same
 * transaction as the journal entries that produced them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table futures_journal (
      venue text not null,
      seq bigint not null,
      command jsonb not null,
      primary key (venue, seq)
    )`.execute(db);
  await sql`
    create table futures_snapshots (
      venue text primary key,
      seq bigint not null,
      state jsonb not null
    )`.execute(db);
  await sql`
    create table futures_history (
      venue text not null,
      seq bigint not null,
      position integer not null,
      account_id text not null,
      kind text not null,
      symbol text not null,
      data jsonb not null,
      ts bigint not null,
      primary key (venue, seq, position, account_id)
    )`.execute(db);
  await sql`create index futures_history_account_idx on futures_history (venue, account_id, kind, ts desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table futures_history`.execute(db);
  await sql`drop table futures_snapshots`.execute(db);
  await sql`drop table futures_journal`.execute(db);
}
