// Device identity (spec §4, §7; docs/protocol-device.md): the secret that signs device tokens, made
// once so every gateway instance sharing the database issues and accepts the same tokens, and the
// recent terminal codes per address that the demotion rule counts.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table device_token_secrets (
      id smallint primary key check (id = 1),
      secret text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table device_terminal_sightings (
      address text not null,
      terminal_code text not null,
      last_seen_at timestamptz not null,
      primary key (address, terminal_code)
    )`.execute(db);
  await sql`create index device_terminal_sightings_seen_idx on device_terminal_sightings (last_seen_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table device_terminal_sightings`.execute(db);
  await sql`drop table device_token_secrets`.execute(db);
}
