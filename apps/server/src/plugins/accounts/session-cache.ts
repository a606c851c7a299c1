// Resolved sessions and bound client keys kept in memory (issue #22 items 3 and 4), so a logged-in
// call costs no database trip for who is calling. Explicit invalidation: every write that ends a
// session (logout, a password change, a forgotten device, a switch's retirement, the live-session
// cap) and every key (re)binding forgets the entries it touches. Expiry is checked on every hit.
// A session near its end is never kept (it is read each time), nor is any entry past
// SESSION_RECHECK_MS, so another gateway process sharing a PostgreSQL server sees a revocation
// made elsewhere within that time. One cache for the process: entries are keyed by session token
// digests, unique across databases, so several servers in one process (tests) share it safely and
// a write inside a transaction invalidates the same entries.
import type { AuthenticatedUser } from './session-service.ts';

/** Entries kept at most; the oldest goes first past it. */
export const SESSION_CACHE_LIMIT = 20_000;
/** A session ending sooner than this is read from the database on every call, never kept. */
export const SESSION_NEAR_END_MS = 60_000;
/** How long an entry answers before the database is asked again. */
export const SESSION_RECHECK_MS = 30_000;

interface SessionEntry {
  user: AuthenticatedUser;
  expiresAt: number;
  keptUntil: number;
}

interface KeyEntry {
  publicKey: string | undefined;
  keptUntil: number;
}

export class SessionCache {
  private readonly sessions = new Map<string, SessionEntry>();
  /** The client key bound to each session, by session digest. */
  private readonly keys = new Map<string, KeyEntry>();
  /**
   * Bumped by every invalidation: a read that started before one may have seen the row as it was,
   * so its answer is not kept (it is still used once, as it would have been without the cache).
   */
  private generation = 0;

  /** A ticket for one database read; `keepSession`/`keepKey` keep its answer only if still current. */
  ticket(): number {
    return this.generation;
  }

  /** The session of this token digest, if kept, live and not due for a recheck. */
  session(digest: string, now: number): AuthenticatedUser | undefined {
    const entry = this.sessions.get(digest);
    if (entry === undefined) return undefined;
    if (entry.expiresAt - now < SESSION_NEAR_END_MS || now >= entry.keptUntil) {
      this.sessions.delete(digest);
      return undefined;
    }
    return entry.user;
  }

  keepSession(ticket: number, user: AuthenticatedUser, expiresAt: number, now: number): void {
    if (ticket !== this.generation || expiresAt - now < SESSION_NEAR_END_MS) return;
    bounded(this.sessions);
    this.sessions.set(user.sessionDigest, { user, expiresAt, keptUntil: now + SESSION_RECHECK_MS });
  }

  /** The key bound to this live session, or null when not kept. */
  key(digest: string, now: number): { publicKey: string | undefined } | null {
    const entry = this.keys.get(digest);
    if (entry === undefined) return null;
    if (now >= entry.keptUntil || this.session(digest, now) === undefined) {
      this.keys.delete(digest);
      return null;
    }
    return entry;
  }

  /** Keeps the key of a session; only while the session itself is kept. */
  keepKey(ticket: number, digest: string, publicKey: string | undefined, now: number): void {
    const session = this.session(digest, now);
    if (ticket !== this.generation || session === undefined) return;
    bounded(this.keys);
    this.keys.set(digest, { publicKey, keptUntil: now + SESSION_RECHECK_MS });
  }

  /** Forgets the sessions of these token digests (after the write that ended them). */
  forgetSessions(digests: Iterable<string>): void {
    this.generation++;
    for (const digest of digests) {
      this.sessions.delete(digest);
      this.keys.delete(digest);
    }
  }

  /** Forgets every session of an account family (a password change ends all but one). */
  forgetFamily(rootUserId: number): void {
    this.generation++;
    for (const [digest, entry] of this.sessions)
      if (entry.user.rootUserId === rootUserId) {
        this.sessions.delete(digest);
        this.keys.delete(digest);
      }
  }

  /** Forgets the session's bound key (after a key is bound to it). */
  forgetKey(digest: string): void {
    this.generation++;
    this.keys.delete(digest);
  }
}

function bounded<K, V>(map: Map<K, V>): void {
  if (map.size < SESSION_CACHE_LIMIT) return;
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}

/** The process's session cache. */
export const sessionCache = new SessionCache();
