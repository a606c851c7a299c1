import { type Kysely, sql } from 'kysely';

/**
 * Earn (docs/protocol-earn.md): products with their quotas and the principal held against them,
 * the APR history, holdings, the paid (holding, day) marks that make accrual idempotent, the
 * user's records, and the product's own book (balances and postings, each entry summing to zero
 * per asset) with the transfer legs the ledger's port committed. Quotas are counters with check
 * constraints, so one conditional update refuses a subscription that would pass a cap even when
 * many arrive at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table earn_products (
      id text primary key,
      asset text not null,
      kind text not null check (kind in ('flexible', 'fixed')),
      term_days integer check ((kind = 'flexible') = (term_days is null) and (term_days is null or term_days > 0)),
      min_amount numeric not null check (min_amount > 0),
      per_user_cap numeric not null check (per_user_cap >= min_amount),
      total_cap numeric not null check (total_cap >= per_user_cap),
      held numeric not null default 0 check (held >= 0 and held <= total_cap),
      position integer not null
    )`.execute(db);
  await sql`
    create table earn_user_quotas (
      product_id text not null references earn_products (id),
      venue text not null,
      user_id integer not null,
      held numeric not null check (held >= 0),
      primary key (product_id, venue, user_id)
    )`.execute(db);
  await sql`
    create table earn_apr_history (
      product_id text not null references earn_products (id),
      from_ms bigint not null,
      tiers jsonb not null,
      primary key (product_id, from_ms)
    )`.execute(db);
  await sql`
    create table earn_holdings (
      id bigserial primary key,
      venue text not null,
      user_id integer not null,
      product_id text not null references earn_products (id),
      principal numeric not null check (principal >= 0),
      tiers jsonb not null,
      auto_renew boolean not null,
      state text not null check (state in ('active', 'redeemed', 'matured')),
      started_at bigint not null,
      matures_at bigint,
      last_paid_day integer,
      interest_paid numeric not null default 0,
      closed_at bigint
    )`.execute(db);
  await sql`create index earn_holdings_user_idx on earn_holdings (venue, user_id, id desc)`.execute(db);
  await sql`create index earn_holdings_active_idx on earn_holdings (id) where state = 'active'`.execute(db);
  await sql`
    create table earn_payouts (
      holding_id bigint not null references earn_holdings (id),
      day integer not null,
      amount numeric not null check (amount >= 0),
      primary key (holding_id, day)
    )`.execute(db);
  await sql`
    create table earn_records (
      id bigserial primary key,
      venue text not null,
      user_id integer not null,
      holding_id bigint not null references earn_holdings (id),
      product_id text not null,
      asset text not null,
      kind text not null check (kind in ('subscribe', 'redeem', 'interest', 'maturity', 'renew')),
      amount numeric not null,
      at bigint not null
    )`.execute(db);
  await sql`create index earn_records_user_idx on earn_records (venue, user_id, at desc)`.execute(db);
  await sql`
    create table earn_balances (
      account text not null,
      asset text not null,
      amount numeric not null,
      primary key (account, asset)
    )`.execute(db);
  await sql`
    create table earn_postings (
      id bigserial primary key,
      entry text not null,
      account text not null,
      asset text not null,
      amount numeric not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index earn_postings_entry_idx on earn_postings (entry)`.execute(db);
  await sql`
    create table earn_transfer_legs (
      venue text not null,
      transfer_id text not null,
      user_id integer not null,
      asset text not null,
      amount numeric not null,
      role text not null check (role in ('source', 'destination')),
      settled boolean not null,
      primary key (venue, transfer_id)
    )`.execute(db);
}
