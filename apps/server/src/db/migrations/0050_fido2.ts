import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The signature counter is an unsigned 32-bit number: double precision holds it exactly and reads
  // back as a JS number on both PGlite and PostgreSQL, where bigint would read back as a string.
  await sql`
    create table fido2_credentials (
      id text primary key,
      user_id integer not null references users(id) on delete cascade,
      public_key text not null,
      counter double precision not null check (counter >= 0 and counter < 4294967296),
      transports jsonb not null,
      label text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index fido2_credentials_user_idx on fido2_credentials (user_id)`.execute(db);
  await sql`
    create table fido2_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('register', 'login')),
      user_id integer not null references users(id) on delete cascade,
      ticket_hash text,
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fido2_challenges`.execute(db);
  await sql`drop table fido2_credentials`.execute(db);
}
