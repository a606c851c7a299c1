import { type Kysely, sql } from 'kysely';

/**
 * Margin order fills, one row per trade and order (docs/protocol-margin.md "Orders"): an order's
 * filled size is their sum. Written by the placing call from its own events and by the committed
 * batches' listener, each at most once, so neither order of the two writers can count a fill twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table margin_fills (
      venue text not null,
      trade_id bigint not null,
      order_no bigint not null,
      size numeric not null,
      primary key (venue, trade_id, order_no)
    )`.execute(db);
  await sql`create index margin_fills_order_idx on margin_fills (venue, order_no)`.execute(db);
  // The running total it replaces could count a fill twice when its two writers raced.
  await sql`alter table margin_orders drop column filled`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table margin_orders add column filled numeric not null default 0`.execute(db);
  await sql`drop table margin_fills`.execute(db);
}
