import { type Kysely, sql } from 'kysely';

/**
 * The (key, trace id) pairs of accepted signed requests, kept while their time part is accepted, so
 * a replayed copy is refused (gateway-security/signed-trace-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table signed_traces (
      key_digest text not null,
      trace_id text not null,
      expires_at timestamptz not null,
      primary key (key_digest, trace_id)
    )`.execute(db);
  await sql`create index signed_traces_expiry on signed_traces (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table signed_traces`.execute(db);
}
