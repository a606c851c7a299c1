import { type Kysely, sql } from 'kysely';

/**
 * Markets persistence. The journal holds every exchange command in the order it was applied; a
 * snapshot holds a venue's whole exchange state as of one journal sequence number, so recovery
 * restores the newest snapshot and replays only the journal after it. Every other table is a
 * projection of the exchange's events, written in the same transaction as the journal entries
 * that produced them, so after a crash the projections are exactly as fresh as the journal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table markets_journal (
      seq bigint primary key,
      venue text not null,
      command jsonb not null
    )`.execute(db);
  await sql`
    create table markets_snapshots (
      venue text primary key,
      seq bigint not null,
      state jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table markets_orders (
      order_no bigint not null,
      venue text not null,
      user_id integer not null,
      symbol text not null,
      side text not null,
      order_type text not null,
      price numeric,
      size numeric not null,
      filled numeric not null,
      quote_filled numeric not null,
      fee numeric not null,
      fee_asset text not null,
      time_in_force text not null,
      post_only boolean not null,
      client_order_id text,
      tracking_type smallint not null,
      status text not null,
      created_at bigint not null,
      updated_at bigint not null,
      primary key (venue, order_no)
    )`.execute(db);
  await sql`create index markets_orders_user_idx on markets_orders (user_id, venue, order_no desc)`.execute(
    db,
  );
  await sql`
    create unique index markets_orders_client_idx on markets_orders (venue, user_id, client_order_id)
    where client_order_id is not null`.execute(db);
  await sql`
    create table markets_fills (
      venue text not null,
      symbol text not null,
      trade_id bigint not null,
      user_id integer not null,
      order_no bigint not null,
      side text not null,
      liquidity text not null,
      price numeric not null,
      size numeric not null,
      quote_amount numeric not null,
      fee numeric not null,
      fee_asset text not null,
      created_at bigint not null,
      primary key (venue, symbol, trade_id, user_id, order_no)
    )`.execute(db);
  await sql`create index markets_fills_user_idx on markets_fills (user_id, venue, created_at desc)`.execute(
    db,
  );
  await sql`
    create table markets_trades (
      symbol text not null,
      trade_id bigint not null,
      price numeric not null,
      size numeric not null,
      taker_side text not null,
      created_at bigint not null,
      primary key (symbol, trade_id)
    )`.execute(db);
  await sql`
    create table markets_candles (
      symbol text not null,
      open_time bigint not null,
      open numeric not null,
      high numeric not null,
      low numeric not null,
      close numeric not null,
      volume numeric not null,
      quote_volume numeric not null,
      trades integer not null,
      primary key (symbol, open_time)
    )`.execute(db);
  await sql`
    create table markets_asset_records (
      id bigint primary key,
      venue text not null,
      user_id integer not null,
      kind text not null,
      asset text not null,
      amount numeric not null,
      counterparty integer,
      address text,
      status text not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index markets_asset_records_user_idx on markets_asset_records (user_id, id desc)`.execute(
    db,
  );
  await sql`
    create table markets_plan_orders (
      plan_no bigint primary key,
      venue text not null,
      user_id integer not null,
      symbol text not null,
      side text not null,
      order_type text not null,
      trigger_price numeric not null,
      trigger_direction text not null,
      price numeric,
      size numeric not null,
      status text not null,
      order_no bigint,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index markets_plan_orders_user_idx on markets_plan_orders (user_id, plan_no desc)`.execute(
    db,
  );
}
