import { type Kysely, sql } from 'kysely';

/**
 * The withdraw no-password flag (issue #30 item 1, docs/protocol-markets.md §4.1): the user's
 * whitelist of withdrawal addresses, the flag, and each withdrawal that skipped the second factor
 * with its USDT value, which the rolling daily limit sums. Times are the gateway clock's
 * milliseconds, as the other asset tables keep them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdraw_whitelist (
      id serial primary key,
      user_id integer not null,
      address text not null,
      label text not null,
      created_at bigint not null,
      unique (user_id, address)
    )`.execute(db);
  await sql`
    create table withdraw_shortcut (
      user_id integer primary key,
      enabled boolean not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`
    create table withdraw_shortcut_spend (
      id serial primary key,
      user_id integer not null,
      record_id bigint,
      value_units bigint not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index withdraw_shortcut_spend_user_idx on withdraw_shortcut_spend (user_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table withdraw_shortcut_spend`.execute(db);
  await sql`drop table withdraw_shortcut`.execute(db);
  await sql`drop table withdraw_whitelist`.execute(db);
}
