import { type Kysely, sql } from 'kysely';

/**
 * The web3 wallet's exchange side (docs/protocol-web3-wallet.md): its product book (balances,
 * postings, transfer legs, as every product book), the chain deposits credited (one row per
 * ERC-20 Transfer log, so a log is credited once however often it is read), the users' deposit
 * addresses, the scan cursor, the withdrawals with the signed transaction kept before it is sent,
 * and the swaps users recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table web3_balances (
      account text not null,
      asset text not null,
      amount numeric not null,
      primary key (account, asset)
    )`.execute(db);
  await sql`
    create table web3_postings (
      id bigint generated always as identity primary key,
      entry text not null,
      account text not null,
      asset text not null,
      amount numeric not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index web3_postings_entry_idx on web3_postings (entry)`.execute(db);
  await sql`
    create table web3_transfer_legs (
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
  await sql`
    create table web3_deposits (
      tx_hash text not null,
      log_index integer not null,
      user_id integer not null,
      address text not null,
      token text not null,
      asset text not null,
      amount numeric not null,
      block bigint not null,
      credited_at bigint not null,
      primary key (tx_hash, log_index)
    )`.execute(db);
  await sql`create index web3_deposits_user_idx on web3_deposits (user_id, credited_at desc)`.execute(db);
  await sql`
    create table web3_deposit_addresses (
      user_id integer primary key,
      address text not null unique
    )`.execute(db);
  await sql`
    create table web3_scan (
      id integer primary key check (id = 1),
      chain_id integer not null,
      last_block bigint not null
    )`.execute(db);
  await sql`
    create table web3_withdrawals (
      id text primary key,
      user_id integer not null,
      token text not null,
      asset text not null,
      amount numeric not null check (amount > 0),
      address text not null,
      state text not null check (state in ('debited', 'signed', 'sent', 'refunded')),
      raw_tx text,
      tx_hash text,
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index web3_withdrawals_user_idx on web3_withdrawals (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create index web3_withdrawals_open_idx on web3_withdrawals (id) where state in ('debited', 'signed')`.execute(
    db,
  );
  await sql`
    create table web3_swaps (
      tx_hash text primary key,
      user_id integer not null,
      address text not null,
      token_in text not null,
      token_out text not null,
      amount_in numeric not null,
      amount_out numeric not null,
      status text not null,
      block bigint not null,
      recorded_at bigint not null
    )`.execute(db);
  await sql`create index web3_swaps_user_idx on web3_swaps (user_id, recorded_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'web3_swaps',
    'web3_withdrawals',
    'web3_scan',
    'web3_deposit_addresses',
    'web3_deposits',
    'web3_transfer_legs',
    'web3_postings',
    'web3_balances',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
