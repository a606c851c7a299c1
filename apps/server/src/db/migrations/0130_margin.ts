import { type Kysely, sql } from 'kysely';

/**
 * Margin trading (docs/protocol-margin.md): the margin accounts (their cash lives in the spot
 * exchange under the account's id), the claims book (what each account owes, principal and
 * interest, each entry summing to zero per asset), the hour each loan's interest was accrued to,
 * the operations journal (each money-moving step, pending until its exchange side is committed,
 * which is also the user's margin record list) and the margin orders with their side effect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table margin_accounts (
      id text primary key,
      venue text not null,
      user_id integer not null,
      mode text not null check (mode in ('cross', 'isolated')),
      symbol text,
      liquidating boolean not null default false,
      created_at bigint not null
    )`.execute(db);
  await sql`create index margin_accounts_user_idx on margin_accounts (user_id)`.execute(db);
  await sql`
    create table margin_balances (
      account text not null,
      asset text not null,
      amount numeric not null,
      primary key (account, asset)
    )`.execute(db);
  await sql`
    create table margin_postings (
      id bigint generated always as identity primary key,
      entry text not null,
      account text not null,
      asset text not null,
      amount numeric not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index margin_postings_entry_idx on margin_postings (entry)`.execute(db);
  await sql`
    create table margin_loans (
      account_id text not null,
      asset text not null,
      accrued_hour bigint not null,
      primary key (account_id, asset)
    )`.execute(db);
  await sql`
    create table margin_ops (
      id text primary key,
      venue text not null,
      account_id text not null,
      user_id integer not null,
      kind text not null,
      asset text not null,
      amount numeric not null,
      interest numeric not null,
      marker text not null,
      state text not null check (state in ('pending', 'done', 'undone')),
      created_at bigint not null
    )`.execute(db);
  await sql`create index margin_ops_user_idx on margin_ops (user_id, created_at desc)`.execute(db);
  await sql`create index margin_ops_pending_idx on margin_ops (created_at) where state = 'pending'`.execute(
    db,
  );
  await sql`
    create table margin_orders (
      venue text not null,
      order_no bigint not null,
      account_id text not null,
      user_id integer not null,
      symbol text not null,
      side text not null,
      order_type text not null,
      price numeric,
      size numeric not null,
      filled numeric not null default 0,
      side_effect text not null,
      borrowed numeric not null,
      open boolean not null default true,
      created_at bigint not null,
      primary key (venue, order_no)
    )`.execute(db);
  await sql`create index margin_orders_account_idx on margin_orders (account_id, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'margin_orders',
    'margin_ops',
    'margin_loans',
    'margin_postings',
    'margin_balances',
    'margin_accounts',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
