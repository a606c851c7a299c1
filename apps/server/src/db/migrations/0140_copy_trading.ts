import { type Kysely, sql } from 'kysely';

/**
 * Copy trading (docs/protocol-copy-trading.md): lead profiles; copies, each with its own futures
 * account that holds the follower's investment; the lead's position sizes last mirrored (marks),
 * each mirrored move of a lead and the follower orders it planned (pending until placed, so a
 * restart finishes exactly what a crash cut); and profit-share settlements, pending until paid.
 * The money itself stays in the futures ledger; these rows say what it is for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table copy_leads (
      user_id integer primary key,
      nickname text not null,
      avatar text not null,
      bio text not null,
      tags jsonb not null,
      profit_share_rate numeric not null check (profit_share_rate >= 0 and profit_share_rate <= 20),
      max_followers integer not null check (max_followers > 0),
      simulated boolean not null default false,
      created_at bigint not null
    )`.execute(db);
  await sql`
    create table copy_copies (
      id bigserial primary key,
      venue text not null,
      follower_id integer not null,
      lead_id integer not null references copy_leads (user_id),
      mode text not null check (mode in ('fixed', 'multiple')),
      fixed_margin numeric,
      multiple numeric,
      investment numeric not null check (investment > 0),
      take_profit_percent numeric,
      stop_loss_percent numeric,
      symbols jsonb,
      state text not null check (state in ('funding', 'active', 'stopping', 'stopped', 'failed')),
      returned numeric not null default 0,
      share_paid numeric not null default 0,
      high_water_mark numeric not null default 0,
      started_at bigint not null,
      stopped_at bigint
    )`.execute(db);
  await sql`
    create unique index copy_copies_one_live on copy_copies (venue, follower_id, lead_id)
      where state in ('funding', 'active', 'stopping')`.execute(db);
  await sql`create index copy_copies_lead on copy_copies (venue, lead_id, state)`.execute(db);
  await sql`
    create table copy_lead_marks (
      venue text not null,
      lead_id integer not null,
      symbol text not null,
      direction text not null check (direction in ('long', 'short')),
      size numeric not null,
      achieved numeric not null,
      primary key (venue, lead_id, symbol, direction)
    )`.execute(db);
  await sql`
    create table copy_lead_moves (
      id bigserial primary key,
      venue text not null,
      lead_id integer not null,
      symbol text not null,
      direction text not null,
      action text not null check (action in ('open', 'add', 'reduce', 'close')),
      from_size numeric not null,
      to_size numeric not null,
      price numeric not null,
      pnl numeric not null,
      at bigint not null
    )`.execute(db);
  await sql`create index copy_lead_moves_lead on copy_lead_moves (venue, lead_id, at)`.execute(db);
  await sql`
    create table copy_orders (
      id bigserial primary key,
      move_id bigint not null references copy_lead_moves (id),
      copy_id bigint not null references copy_copies (id),
      action text not null,
      side text not null,
      size numeric not null,
      state text not null check (state in ('pending', 'copied', 'skipped')),
      skip_reason text,
      size_before numeric not null,
      filled numeric,
      at bigint not null,
      unique (move_id, copy_id)
    )`.execute(db);
  await sql`create index copy_orders_copy on copy_orders (copy_id, at)`.execute(db);
  await sql`create index copy_orders_pending on copy_orders (state) where state = 'pending'`.execute(db);
  await sql`
    create table copy_settlements (
      id bigserial primary key,
      copy_id bigint not null references copy_copies (id),
      amount numeric not null check (amount > 0),
      high_water_mark numeric not null,
      balance_before numeric not null,
      state text not null check (state in ('pending', 'paid')),
      at bigint not null
    )`.execute(db);
  await sql`create index copy_settlements_copy on copy_settlements (copy_id)`.execute(db);
}
