import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AccountKind, Terminal } from '../../db/schema.ts';
import { loginExpired, loginRequired } from '../../platform/api-error.ts';
import { sessionCache } from './session-cache.ts';
import { randomToken, tokenDigest } from './tokens.ts';

/** The account a request acts for, resolved from its session cookie. */
export interface AuthenticatedUser {
  userId: number;
  /** The main account that logged in; sub-account and demo switches stay within its family. */
  rootUserId: number;
  kind: AccountKind;
  sessionDigest: string;
  terminal: Terminal;
}

/** Spec §6: the session is the pair of cookies `token` and `userId`. */
export const SESSION_COOKIE = 'token';
export const USER_ID_COOKIE = 'userId';

export interface SessionContext {
  terminal: Terminal;
  deviceId: string | null;
  ip: string;
  userAgent: string;
  ttlSeconds: number;
}

/**
 * Live sessions one account family may hold (issue #21 item 14): signing in once more past it ends
 * the family's oldest session, as the largest exchanges sign out the longest-unused device, so
 * the table cannot grow without bound and the newest sign-in always works.
 */
export const MAX_LIVE_SESSIONS = 100;

export async function createSession(
  db: Db,
  account: { userId: number; rootUserId: number },
  context: SessionContext,
): Promise<string> {
  const token = randomToken();
  const capped = await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('sessions')
      .values({
        token_hash: tokenDigest(token),
        user_id: account.userId,
        root_user_id: account.rootUserId,
        terminal: context.terminal,
        device_id: context.deviceId,
        ip: context.ip,
        user_agent: context.userAgent,
        expires_at: new Date(Date.now() + context.ttlSeconds * 1000),
        revoked_at: null,
      })
      .execute();
    const ended = await sql<{ token_hash: string }>`
      update sessions set revoked_at = now()
      where token_hash in (
        select token_hash from sessions
        where root_user_id = ${account.rootUserId} and revoked_at is null and expires_at > now()
        order by created_at desc, token_hash
        offset ${MAX_LIVE_SESSIONS}
      )
      returning token_hash`.execute(tx);
    return ended.rows.map((row) => row.token_hash);
  });
  if (capped.length > 0) sessionCache.forgetSessions(capped);
  return token;
}

/**
 * How long a session replaced by a switch (a sub-account, the demo account, back) still answers:
 * the page that switched has requests in flight with the old cookie, and ending it at once turned
 * their answers into a forced logout. The browser holds the new cookie from the switch's answer on.
 */
export const SWITCHED_SESSION_GRACE_SECONDS = 10;

/** Ends a session replaced by a switch once the requests already sent with it are answered. */
export async function retireSwitchedSession(db: Db, sessionDigest: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      expires_at: sql<Date>`least(expires_at, now() + ${`${SWITCHED_SESSION_GRACE_SECONDS} seconds`}::interval)`,
    })
    .where('token_hash', '=', sessionDigest)
    .execute();
  sessionCache.forgetSessions([sessionDigest]);
}

export async function revokeSession(db: Db, sessionDigest: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', sessionDigest)
    .execute();
  sessionCache.forgetSessions([sessionDigest]);
}

/**
 * Ends every live session of an account family but `keep` (a password change): answers how many.
 */
export async function revokeFamilySessions(db: Db, rootUserId: number, keep: string): Promise<number> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('root_user_id', '=', rootUserId)
    .where('token_hash', '!=', keep)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  sessionCache.forgetFamily(rootUserId);
  return Number(ended.numUpdatedRows);
}

/**
 * 20205 when no session cookie is sent; 20906 when it is unknown, revoked or expired (spec §8).
 * A live session is kept in memory (session-cache.ts) until something ends it.
 */
export async function resolveSession(db: Db, token: string | undefined): Promise<AuthenticatedUser> {
  if (!token) throw loginRequired();
  const digest = tokenDigest(token);
  const kept = sessionCache.session(digest, Date.now());
  if (kept !== undefined) return kept;
  const ticket = sessionCache.ticket();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.user_id',
      'sessions.root_user_id',
      'sessions.terminal',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.kind',
    ])
    .where('sessions.token_hash', '=', digest)
    .executeTakeFirst();
  const now = Date.now();
  if (!row || row.revoked_at !== null || row.expires_at.getTime() <= now) throw loginExpired();
  const user: AuthenticatedUser = {
    userId: row.user_id,
    rootUserId: row.root_user_id,
    kind: row.kind,
    sessionDigest: row.token_hash,
    terminal: row.terminal,
  };
  sessionCache.keepSession(ticket, user, row.expires_at.getTime(), now);
  return user;
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  userId: number,
  ttlSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, ttlSeconds));
  reply.setCookie(USER_ID_COOKIE, String(userId), cookieOptions(request, ttlSeconds));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, 0));
  reply.clearCookie(USER_ID_COOKIE, cookieOptions(request, 0));
}

export function sessionContext(
  request: FastifyRequest,
  terminal: Terminal,
  ttlSeconds: number,
): SessionContext {
  const deviceHeader = request.headers['terminal-code'];
  const deviceId =
    typeof deviceHeader === 'string' && deviceHeader.length > 0 ? deviceHeader.slice(0, 128) : null;
  const userAgent = request.headers['user-agent'] ?? '';
  return { terminal, deviceId, ip: request.ip, userAgent: userAgent.slice(0, 512), ttlSeconds };
}
