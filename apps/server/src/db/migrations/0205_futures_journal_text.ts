import { type Kysely, sql } from 'kysely';

/**
 * The futures journal's commands as JSON text instead of jsonb. Every command is written once, in
 * the group commit its caller waits for, and read back only at recovery, whole. As jsonb the
 * database parsed each one into its binary form first: a copy move's place-batch for 1,000
 * followers is about 150 kB, and the embedded database took 3.4-4.6 ms per insert of it as jsonb
 * against 1.7 ms as text (a scratch insert loop, 28 Nov). The recovery and the transfer check that
 * read a field cast the text where they need it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table futures_journal alter column command type text using command::text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table futures_journal alter column command type jsonb using command::jsonb`.execute(db);
}
