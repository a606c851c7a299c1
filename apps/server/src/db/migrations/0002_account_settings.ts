import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table devices (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      device_id text not null,
      user_agent text not null,
      ip text not null,
      first_seen_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      unique (user_id, device_id)
    )`.execute(db);
  await sql`
    create table api_keys (
      id integer generated always as identity primary key,
      user_id integer not null references users(id) on delete cascade,
      access_key text not null unique,
      secret text not null,
      label text not null,
      permissions jsonb not null,
      ip_allow_list jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index api_keys_user_idx on api_keys (user_id)`.execute(db);
}
