import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

interface DeviceTokenSecretsTable {
  id: number;
  secret: string;
}

/**
 * The signing secret made at the first start and kept in the database, so tokens survive a restart
 * and every instance on the same database agrees. Two instances starting together both try the
 * insert; the first wins and both read its row.
 */
export async function loadOrCreateDeviceTokenSecret(db: Db): Promise<Buffer> {
  const secrets = db.withTables<{ device_token_secrets: DeviceTokenSecretsTable }>();
  await secrets
    .insertInto('device_token_secrets')
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await secrets
    .selectFrom('device_token_secrets')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}
