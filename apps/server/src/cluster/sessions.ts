/**
 * The product's own sign-in for the cluster gateways: a browser signed in to the one-process server
 * sends its session cookie (`token`, spec §6) with /cluster/v1 calls on the same origin, and the
 * gateway checks it against that server's `sessions` table (stored as the SHA-256 of the token,
 * base64url), keeping a live answer for 30 s. Revocation therefore reaches the gateways within 30 s.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

const KEEP_MS = 30_000;

export class ProductSessions {
  private readonly pool: pg.Pool;
  private readonly kept = new Map<string, { userId: number; until: number }>();

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }

  /** The signed-in user of a `cookie` header, or undefined. */
  async userOf(cookieHeader: string | undefined): Promise<number | undefined> {
    const token = cookieHeader
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('token='))
      ?.slice('token='.length);
    if (!token) return undefined;
    const digest = createHash('sha256').update(decodeURIComponent(token)).digest('base64url');
    const now = Date.now();
    const hit = this.kept.get(digest);
    if (hit !== undefined && hit.until > now) return hit.userId;
    const { rows } = await this.pool.query<{ user_id: number; expires_at: Date }>(
      'SELECT user_id, expires_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
      [digest],
    );
    const row = rows[0];
    if (row === undefined) {
      this.kept.delete(digest);
      return undefined;
    }
    if (this.kept.size > 20_000) this.kept.clear();
    this.kept.set(digest, { userId: row.user_id, until: Math.min(now + KEEP_MS, row.expires_at.getTime()) });
    return row.user_id;
  }
}
