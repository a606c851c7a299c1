import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { secretBoxOf } from './database-secrets.ts';

/**
 * Seals the secrets a database written before sealing existed still holds in the clear (issue #21
 * item 14): authenticator seeds and API-key secrets. Run at every start; after the first it finds
 * nothing. Each row is sealed with a conditional update, so two gateways starting together never
 * seal one value twice.
 */
export async function sealStoredSecrets(db: Db): Promise<number> {
  const box = secretBoxOf(db);
  let sealed = 0;
  const seeds = await db
    .selectFrom('users')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .where(sql<boolean>`totp_secret not like 'sealed:%'`)
    .execute();
  for (const { id, totp_secret: plain } of seeds) {
    if (plain === null) continue;
    const done = await db
      .updateTable('users')
      .set({ totp_secret: box.seal('totp', plain) })
      .where('id', '=', id)
      .where('totp_secret', '=', plain)
      .executeTakeFirst();
    sealed += Number(done.numUpdatedRows);
  }
  const keys = await db
    .selectFrom('api_keys')
    .select(['access_key', 'secret'])
    .where(sql<boolean>`secret not like 'sealed:%'`)
    .execute();
  for (const { access_key: accessKey, secret: plain } of keys) {
    const done = await db
      .updateTable('api_keys')
      .set({ secret: box.seal('api-key', plain) })
      .where('access_key', '=', accessKey)
      .where('secret', '=', plain)
      .executeTakeFirst();
    sealed += Number(done.numUpdatedRows);
  }
  return sealed;
}
