import { type Kysely, sql } from 'kysely';

/**
 * The referral programme (docs/protocol-referral.md): invite codes, who invited whom, the daily
 * commission records, and the programme's own book (balances and the postings that move them,
 * each entry summing to zero per asset) with the transfer legs the ledger's port committed.
 * Owners and invitees are user ids without a foreign key: a code whose owner's account is gone
 * stays, so using it is refused rather than read as a campaign code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_codes (
      code text primary key,
      owner_id integer not null,
      kickback_percent integer not null check (kickback_percent between 0 and 100),
      is_default boolean not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index referral_codes_owner_idx on referral_codes (owner_id)`.execute(db);
  await sql`
    create unique index referral_codes_default_idx on referral_codes (owner_id) where is_default`.execute(db);
  await sql`
    create table referral_attributions (
      invitee_id integer primary key,
      inviter_id integer,
      code text not null,
      campaign text,
      registered_at bigint not null,
      attributed_at bigint not null,
      via text not null check (via in ('registration', 'bind'))
    )`.execute(db);
  await sql`create index referral_attributions_inviter_idx on referral_attributions (inviter_id, registered_at desc)`.execute(
    db,
  );
  await sql`
    create table referral_commissions (
      day text not null,
      source text not null,
      invitee_id integer not null,
      role text not null check (role in ('inviter', 'invitee')),
      beneficiary_id integer not null,
      asset text not null,
      fee numeric not null,
      volume numeric not null,
      percent integer not null,
      amount numeric not null,
      primary key (day, source, invitee_id, asset, role)
    )`.execute(db);
  await sql`create index referral_commissions_beneficiary_idx on referral_commissions (beneficiary_id, day desc)`.execute(
    db,
  );
  await sql`create index referral_commissions_invitee_idx on referral_commissions (invitee_id)`.execute(db);
  await sql`
    create table referral_payout_days (
      day text primary key,
      from_ms bigint not null,
      to_ms bigint not null,
      records integer not null,
      paid_at bigint not null
    )`.execute(db);
  await sql`
    create table referral_balances (
      account text not null,
      asset text not null,
      amount numeric not null,
      primary key (account, asset)
    )`.execute(db);
  await sql`
    create table referral_postings (
      id bigint generated always as identity primary key,
      entry text not null,
      account text not null,
      asset text not null,
      amount numeric not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index referral_postings_entry_idx on referral_postings (entry)`.execute(db);
  await sql`
    create table referral_transfer_legs (
      transfer_id text not null,
      venue text not null,
      user_id integer not null,
      asset text not null,
      amount numeric not null,
      primary key (venue, transfer_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'referral_transfer_legs',
    'referral_postings',
    'referral_balances',
    'referral_payout_days',
    'referral_commissions',
    'referral_attributions',
    'referral_codes',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
