import { type Kysely, sql } from 'kysely';

/**
 * Step-up verification (issue #21 item 1): the tickets a proof bought, each for one call of the
 * session that proved, and the failed proofs a session made, counted so a stolen session cannot
 * guess the password through it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table step_up_tickets (
      ticket_digest text primary key,
      session_digest text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index step_up_tickets_expiry on step_up_tickets (expires_at)`.execute(db);
  await sql`
    create table step_up_failures (
      id serial primary key,
      session_digest text not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index step_up_failures_session on step_up_failures (session_digest, expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table step_up_failures`.execute(db);
  await sql`drop table step_up_tickets`.execute(db);
}
