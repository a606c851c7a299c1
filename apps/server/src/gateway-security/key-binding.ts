// Client keys bound to users (spec §4 "Client key": bound after a login answer that carries a user
// id while a token is present). One current key per user; the device check finds it by the SHA-256
// of the user id, so the anonymous call never names the user.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { sessionCache } from '../plugins/accounts/session-cache.ts';
import { tokenDigest } from '../plugins/accounts/tokens.ts';

export interface ClientSignKeysTable {
  user_id: number;
  user_id_hash: string;
  public_key: string;
  algorithm: string;
  bound_at: Date;
}

const withKeys = (db: Db) => db.withTables<{ client_sign_keys: ClientSignKeysTable }>();

export function userIdHash(userId: number | string): string {
  return createHash('sha256').update(String(userId)).digest('hex');
}

export async function bindClientKey(
  db: Db,
  userId: number,
  publicKey: string,
  algorithm: string,
): Promise<void> {
  await withKeys(db)
    .insertInto('client_sign_keys')
    .values({
      user_id: userId,
      user_id_hash: userIdHash(userId),
      public_key: publicKey,
      algorithm,
      bound_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ public_key: publicKey, algorithm, bound_at: new Date() }),
    )
    .execute();
  sessionCache.forgetKey(userId);
}

export async function findKeyByUserHash(db: Db, hash: string) {
  return withKeys(db)
    .selectFrom('client_sign_keys')
    .selectAll()
    .where('user_id_hash', '=', hash)
    .executeTakeFirst();
}

/**
 * The key bound to the user of the session cookie, if there is a live session with a bound key;
 * kept in memory beside the session (session-cache.ts) until a key is bound or the session ends.
 */
export async function boundKeyOf(db: Db, sessionToken: string | undefined): Promise<string | undefined> {
  if (!sessionToken) return undefined;
  const digest = tokenDigest(sessionToken);
  const kept = sessionCache.key(digest, Date.now());
  if (kept !== null) return kept.publicKey;
  const ticket = sessionCache.ticket();
  const row = await withKeys(db)
    .selectFrom('sessions')
    .innerJoin('client_sign_keys', 'client_sign_keys.user_id', 'sessions.root_user_id')
    .select('client_sign_keys.public_key')
    .where('sessions.token_hash', '=', digest)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  sessionCache.keepKey(ticket, digest, row?.public_key, Date.now());
  return row?.public_key;
}
