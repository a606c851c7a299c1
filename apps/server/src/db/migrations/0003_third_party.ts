import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table third_party_identities (
      provider text not null,
      subject text not null,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (provider, subject)
    )`.execute(db);
  await sql`create index third_party_identities_user_idx on third_party_identities (user_id)`.execute(db);
  await sql`
    create table third_party_pending (
      serial_hash text primary key,
      provider text not null,
      subject text not null,
      email text,
      email_verified boolean not null,
      display_name text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`.execute(db);
  await sql`
    create table wallet_nonces (
      nonce text primary key,
      address text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`.execute(db);
  await sql`
    create table qr_logins (
      key_hash text primary key,
      status text not null check (status in ('waiting', 'scanned', 'confirmed', 'used')),
      user_id integer references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
}
