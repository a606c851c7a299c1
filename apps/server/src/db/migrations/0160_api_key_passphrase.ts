import { type Kysely, sql } from 'kysely';

/**
 * Issue #32: an API key's passphrase (the Bitget v2 `ACCESS-PASSPHRASE`), stored as a password
 * hash. Keys made before it have none and cannot sign /api/v2 requests until replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table api_keys add column passphrase_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table api_keys drop column passphrase_hash`.execute(db);
}
