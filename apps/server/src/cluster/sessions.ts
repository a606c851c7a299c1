/**
 * The product's own sign-in for the cluster gateways: a browser signed in to the one-process server
 * sends its session cookie (`token`, spec §6) with /cluster/v1 calls on the same origin, and the
 * gateway checks it against that server's `sessions` table (stored as the SHA-256 of the token,
 * base64url), keeping a live answer for 30 s. Revocation therefore reaches the gateways within 30 s.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { AuthenticatedUser } from '../plugins/accounts/session-service.ts';

const KEEP_MS = 30_000;

export class ProductSessions {
  private readonly pool: pg.Pool;
  private readonly kept = new Map<string, { user: AuthenticatedUser; until: number }>();

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }

  /** The signed-in user id of a `cookie` header, or undefined. */
  async userOf(cookieHeader: string | undefined): Promise<number | undefined> {
    return (await this.sessionOf(cookieHeader))?.userId;
  }

  /** The signed-in user of a `cookie` header as the product's session check answers it, or undefined. */
  async sessionOf(cookieHeader: string | undefined): Promise<AuthenticatedUser | undefined> {
    const token = cookieHeader
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('token='))
      ?.slice('token='.length);
    if (!token) return undefined;
    const digest = createHash('sha256').update(decodeURIComponent(token)).digest('base64url');
    const now = Date.now();
    const hit = this.kept.get(digest);
    if (hit !== undefined && hit.until > now) return hit.user;
    const { rows } = await this.pool.query<{
      user_id: number;
      root_user_id: number;
      terminal: AuthenticatedUser['terminal'];
      kind: AuthenticatedUser['kind'];
      expires_at: Date;
    }>(
      `SELECT s.user_id, s.root_user_id, s.terminal, u.kind, s.expires_at FROM sessions s
       JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [digest],
    );
    const row = rows[0];
    if (row === undefined) {
      this.kept.delete(digest);
      return undefined;
    }
    if (this.kept.size > 20_000) this.kept.clear();
    const user: AuthenticatedUser = {
      userId: row.user_id,
      rootUserId: row.root_user_id,
      kind: row.kind,
      sessionDigest: digest,
      terminal: row.terminal,
    };
    this.kept.set(digest, { user, until: Math.min(now + KEEP_MS, row.expires_at.getTime()) });
    return user;
  }
}
