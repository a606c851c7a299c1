// Schema of the gateway security domain; applied by db/migrations/*_gateway_security.ts.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_sign_keys (
      user_id integer primary key references users(id) on delete cascade,
      user_id_hash text not null unique,
      public_key text not null,
      algorithm text not null,
      bound_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table client_sign_keys`.execute(db);
}
