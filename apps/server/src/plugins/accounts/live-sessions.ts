import type { Db } from '../../db/database.ts';

/**
 * Which of these sessions (by token digest) are still live: not revoked, not expired. Long-lived
 * connections authenticated once (the stream) ask this again and again, so a logout, a password
 * change or an expiry ends them too.
 */
export async function liveSessionDigests(
  db: Db,
  digests: readonly string[],
  now = new Date(),
): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', 'in', [...digests])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  return new Set(rows.map((row) => row.token_hash));
}
