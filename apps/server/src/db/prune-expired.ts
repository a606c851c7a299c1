import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Rows that stop mattering some time after they expire (issue #21 item 14: they were never
 * deleted, so every login, code and challenge stayed forever). Each rule keeps a row as long as
 * something still reads it: verification codes an hour past expiry, because the one-a-minute and
 * ten-an-hour sending limits count them; sessions 30 days, for the account's device and login
 * pages; the one-time challenges and tickets not at all once expired.
 */
export const EXPIRED_ROW_RULES: readonly { table: string; keepAfterExpiryMs: number }[] = [
  { table: 'verification_codes', keepAfterExpiryMs: 60 * 60_000 },
  { table: 'sessions', keepAfterExpiryMs: 30 * 24 * 60 * 60_000 },
  { table: 'login_tickets', keepAfterExpiryMs: 0 },
  { table: 'third_party_pending', keepAfterExpiryMs: 0 },
  { table: 'wallet_nonces', keepAfterExpiryMs: 0 },
  { table: 'qr_logins', keepAfterExpiryMs: 0 },
  { table: 'fido2_challenges', keepAfterExpiryMs: 0 },
  { table: 'signed_traces', keepAfterExpiryMs: 0 },
  { table: 'step_up_tickets', keepAfterExpiryMs: 0 },
  { table: 'step_up_failures', keepAfterExpiryMs: 0 },
];

/** How often the gateway prunes. */
export const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Deletes what the rules let go; answers how many rows each table lost. */
export async function pruneExpired(db: Db, now = new Date()): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { table, keepAfterExpiryMs } of EXPIRED_ROW_RULES) {
    const before = new Date(now.getTime() - keepAfterExpiryMs);
    const result = await sql`delete from ${sql.table(table)} where expires_at < ${before}`.execute(db);
    removed[table] = Number(result.numAffectedRows ?? 0);
  }
  return removed;
}
