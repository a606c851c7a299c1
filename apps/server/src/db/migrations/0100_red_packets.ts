import { type Kysely, sql } from 'kysely';

/**
 * Red packets (docs/protocol-red-packets.md): the packets, one claim row per (packet, user) with
 * its turn unique per packet (the second guard, after the row lock, that two claims never take
 * the same share), and the product's own book (balances and the postings that move them, each
 * entry summing to zero per asset) with the transfer legs the ledger's port moves through it.
 * Creators and claimants are user ids without a foreign key, as in the other products' books.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table red_packets (
      code text primary key,
      creator_id integer not null,
      asset text not null,
      total numeric not null check (total > 0),
      count integer not null check (count between 1 and 1000),
      mode text not null check (mode in ('lucky', 'equal')),
      greeting text not null,
      cover text not null,
      new_users_only boolean not null,
      created_at bigint not null,
      expires_at bigint not null,
      remaining numeric not null check (remaining >= 0),
      claimed_count integer not null check (claimed_count between 0 and count),
      status text not null check (status in ('open', 'finished', 'expired')),
      refunded numeric not null
    )`.execute(db);
  await sql`create index red_packets_creator_idx on red_packets (creator_id, created_at desc)`.execute(db);
  await sql`create index red_packets_open_idx on red_packets (expires_at) where status = 'open'`.execute(db);
  await sql`
    create table red_packet_claims (
      code text not null references red_packets (code),
      user_id integer not null,
      turn integer not null,
      amount numeric not null check (amount > 0),
      claimed_at bigint not null,
      primary key (code, user_id),
      unique (code, turn)
    )`.execute(db);
  await sql`create index red_packet_claims_user_idx on red_packet_claims (user_id, claimed_at desc)`.execute(
    db,
  );
  await sql`
    create table red_packet_balances (
      account text not null,
      asset text not null,
      amount numeric not null,
      primary key (account, asset)
    )`.execute(db);
  await sql`
    create table red_packet_postings (
      id bigint generated always as identity primary key,
      entry text not null,
      account text not null,
      asset text not null,
      amount numeric not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index red_packet_postings_entry_idx on red_packet_postings (entry)`.execute(db);
  await sql`
    create table red_packet_transfer_legs (
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
  await sql`create index red_packet_transfer_legs_open_idx on red_packet_transfer_legs (transfer_id) where not settled`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'red_packet_transfer_legs',
    'red_packet_postings',
    'red_packet_balances',
    'red_packet_claims',
    'red_packets',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
