import { type Kysely, sql } from 'kysely';

/**
 * P2P trading (docs/protocol-p2p.md): payment methods, ads (the remaining amount guarded by a
 * check, so a conditional update is what stops an oversell), orders with their escrow, and the
 * product's own book (balances and postings, each entry summing to zero per asset) with the
 * transfer legs the ledger's port moves through it. Users are ids without a foreign key, as in the
 * other products' books.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table p2p_payment_methods (
      id text primary key,
      user_id integer not null,
      type text not null,
      fiat text not null,
      fields text not null,
      created_at bigint not null,
      removed boolean not null default false
    )`.execute(db);
  await sql`create index p2p_payment_methods_user_idx on p2p_payment_methods (user_id) where not removed`.execute(
    db,
  );
  await sql`
    create table p2p_ads (
      id text primary key,
      user_id integer not null,
      side text not null check (side in ('buy', 'sell')),
      crypto text not null,
      fiat text not null,
      price_type text not null check (price_type in ('fixed', 'floating')),
      price numeric,
      margin_bp integer,
      total numeric not null check (total > 0),
      remaining numeric not null check (remaining >= 0),
      min_order numeric not null check (min_order > 0),
      max_order numeric not null check (max_order >= min_order),
      payment_method_ids text not null,
      payment_window integer not null check (payment_window in (15, 30, 60)),
      terms text not null,
      min_account_age_days integer not null,
      state text not null check (state in ('draft', 'online', 'offline', 'completed')),
      funded boolean not null default false,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index p2p_ads_market_idx on p2p_ads (crypto, fiat, side) where state = 'online'`.execute(
    db,
  );
  await sql`create index p2p_ads_user_idx on p2p_ads (user_id, created_at desc)`.execute(db);
  await sql`
    create table p2p_orders (
      id text primary key,
      ad_id text not null references p2p_ads (id),
      buyer_id integer not null,
      seller_id integer not null,
      maker_id integer not null,
      crypto text not null,
      fiat text not null,
      price numeric not null,
      crypto_amount numeric not null check (crypto_amount > 0),
      fiat_amount numeric not null check (fiat_amount > 0),
      state text not null check (state in ('pendingPayment', 'paid', 'appealing', 'completed', 'cancelled')),
      created_at bigint not null,
      pay_by bigint not null,
      paid_at bigint,
      closed_at bigint,
      paid_method_id text,
      appeal_reason text,
      outcome text,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index p2p_orders_buyer_idx on p2p_orders (buyer_id, created_at desc)`.execute(db);
  await sql`create index p2p_orders_seller_idx on p2p_orders (seller_id, created_at desc)`.execute(db);
  await sql`create index p2p_orders_open_idx on p2p_orders (pay_by) where state in ('pendingPayment', 'paid', 'appealing')`.execute(
    db,
  );
  await sql`
    create table p2p_balances (
      account text not null,
      asset text not null,
      amount numeric not null,
      primary key (account, asset)
    )`.execute(db);
  await sql`
    create table p2p_postings (
      id bigint generated always as identity primary key,
      entry text not null,
      account text not null,
      asset text not null,
      amount numeric not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index p2p_postings_entry_idx on p2p_postings (entry)`.execute(db);
  await sql`
    create table p2p_transfer_legs (
      transfer_id text not null,
      venue text not null,
      user_id integer not null,
      asset text not null,
      amount numeric not null,
      counterpart text not null,
      role text not null check (role in ('source', 'destination')),
      committed boolean not null,
      settled boolean not null,
      primary key (venue, transfer_id)
    )`.execute(db);
  await sql`create index p2p_transfer_legs_open_idx on p2p_transfer_legs (transfer_id) where not settled`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'p2p_transfer_legs',
    'p2p_postings',
    'p2p_balances',
    'p2p_orders',
    'p2p_ads',
    'p2p_payment_methods',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
