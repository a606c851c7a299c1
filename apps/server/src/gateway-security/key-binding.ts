// Client keys (spec §4 "Client key"): a login answer that opens a session binds the key that proved
// the request to that session, so each browser of a user keeps its own key and a login elsewhere
// never refuses another session's signed calls. A session opened from a live one of the same
// family (a sub-account or demo switch) inherits its key. Each user also keeps the set of keys it
// logged in with recently, by the SHA-256 of the user id, for the anonymous device check.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { SESSION_COOKIE } from '../plugins/accounts/index.ts';
import { sessionCache } from '../plugins/accounts/session-cache.ts';
import { tokenDigest } from '../plugins/accounts/tokens.ts';

/** A user's recently bound keys: one row per key, the newest DEVICE_KEYS_PER_USER kept. */
export interface ClientSignKeysTable {
  user_id: number;
  user_id_hash: string;
  public_key: string;
  algorithm: string;
  bound_at: Date;
}

/** The key bound to one session; deleted with the session, and pruned once it has ended. */
export interface SessionSignKeysTable {
  token_hash: string;
  root_user_id: number;
  public_key: string;
  algorithm: string;
  bound_at: Date;
}

/** Browsers (keys) of one user the device check still recognises; the oldest goes first past it. */
export const DEVICE_KEYS_PER_USER = 10;

const withKeys = (db: Db) =>
  db.withTables<{ client_sign_keys: ClientSignKeysTable; session_sign_keys: SessionSignKeysTable }>();

export function userIdHash(userId: number | string): string {
  return createHash('sha256').update(String(userId)).digest('hex');
}

/** The session token a reply's cookies open, if it sets one (a login or a switch). */
export function openedSessionToken(setCookie: ReturnType<FastifyReply['getHeader']>): string | undefined {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
  for (const line of lines) {
    const value = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(line)?.[1];
    if (value !== undefined) return decodeURIComponent(value);
  }
  return undefined;
}

/**
 * Binds `publicKey` to the session of `sessionToken` (just opened by a login answer) and adds it to
 * its user's device keys. Other sessions of the user keep their own keys.
 */
export async function bindClientKey(
  db: Db,
  sessionToken: string,
  publicKey: string,
  algorithm: string,
): Promise<void> {
  const digest = tokenDigest(sessionToken);
  await db.transaction().execute(async (tx) => {
    const session = await tx
      .selectFrom('sessions')
      .select('root_user_id')
      .where('token_hash', '=', digest)
      .executeTakeFirst();
    if (session === undefined) return;
    const userId = session.root_user_id;
    await bindToSession(tx, digest, userId, publicKey, algorithm);
    const boundAt = new Date();
    await withKeys(tx)
      .insertInto('client_sign_keys')
      .values({
        user_id: userId,
        user_id_hash: userIdHash(userId),
        public_key: publicKey,
        algorithm,
        bound_at: boundAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'public_key']).doUpdateSet({ algorithm, bound_at: boundAt }))
      .execute();
    await sql`
      delete from client_sign_keys where user_id = ${userId} and public_key not in (
        select public_key from client_sign_keys where user_id = ${userId}
        order by bound_at desc, public_key
        limit ${DEVICE_KEYS_PER_USER}
      )`.execute(tx);
  });
  sessionCache.forgetKey(digest);
}

/**
 * A session opened from `fromToken`'s live session in the same family (a switch) signs with the
 * same browser key: binds that key to the new session. Nothing when the old one has no key.
 */
export async function inheritClientKey(db: Db, fromToken: string, sessionToken: string): Promise<void> {
  const digest = tokenDigest(sessionToken);
  await db.transaction().execute(async (tx) => {
    const from = await withKeys(tx)
      .selectFrom('sessions as old')
      .innerJoin('session_sign_keys', 'session_sign_keys.token_hash', 'old.token_hash')
      .innerJoin('sessions as new', 'new.root_user_id', 'old.root_user_id')
      .select(['session_sign_keys.public_key', 'session_sign_keys.algorithm', 'old.root_user_id'])
      .where('old.token_hash', '=', tokenDigest(fromToken))
      .where('old.revoked_at', 'is', null)
      .where('new.token_hash', '=', digest)
      .executeTakeFirst();
    if (from === undefined) return;
    await bindToSession(tx, digest, from.root_user_id, from.public_key, from.algorithm);
  });
  sessionCache.forgetKey(digest);
}

async function bindToSession(
  db: Db,
  digest: string,
  rootUserId: number,
  publicKey: string,
  algorithm: string,
): Promise<void> {
  const boundAt = new Date();
  await withKeys(db)
    .insertInto('session_sign_keys')
    .values({
      token_hash: digest,
      root_user_id: rootUserId,
      public_key: publicKey,
      algorithm,
      bound_at: boundAt,
    })
    .onConflict((oc) =>
      oc.column('token_hash').doUpdateSet({ public_key: publicKey, algorithm, bound_at: boundAt }),
    )
    .execute();
  // The family's ended sessions need their keys no more: this keeps the table within the live
  // sessions (accounts' MAX_LIVE_SESSIONS per family) plus those ended since the last binding.
  await sql`
    delete from session_sign_keys where root_user_id = ${rootUserId} and token_hash in (
      select token_hash from sessions
      where root_user_id = ${rootUserId} and (revoked_at is not null or expires_at <= now())
    )`.execute(db);
}

/** The keys the user of this id hash bound recently, newest first (the device check tries each). */
export async function findKeysByUserHash(db: Db, hash: string) {
  return withKeys(db)
    .selectFrom('client_sign_keys')
    .selectAll()
    .where('user_id_hash', '=', hash)
    .orderBy('bound_at', 'desc')
    .limit(DEVICE_KEYS_PER_USER)
    .execute();
}

/**
 * The key bound to the live session of this cookie, if any; kept in memory beside the session
 * (session-cache.ts) until a key is bound to it or the session ends.
 */
export async function boundKeyOf(db: Db, sessionToken: string | undefined): Promise<string | undefined> {
  if (!sessionToken) return undefined;
  const digest = tokenDigest(sessionToken);
  const kept = sessionCache.key(digest, Date.now());
  if (kept !== null) return kept.publicKey;
  const ticket = sessionCache.ticket();
  const row = await withKeys(db)
    .selectFrom('sessions')
    .innerJoin('session_sign_keys', 'session_sign_keys.token_hash', 'sessions.token_hash')
    .select('session_sign_keys.public_key')
    .where('sessions.token_hash', '=', digest)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  sessionCache.keepKey(ticket, digest, row?.public_key, Date.now());
  return row?.public_key;
}
