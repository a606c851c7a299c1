import { sql } from 'kysely';
import type { Db } from './database.ts';
import { type PeriodicTask, startPeriodicTask } from './periodic-task.ts';

/**
 * PGlite has no autovacuum (it runs no background workers), so the rows the journals delete at
 * every snapshot and the snapshot rows rewritten in place stay as dead tuples, and the data folder
 * grows by hundreds of MB a day under the simulated market. A plain VACUUM every few minutes marks
 * that space reusable, which bounds the folder; it does not lock out readers, and after the first
 * pass it visits only pages changed since the last. A PostgreSQL server vacuums by itself.
 */
export const VACUUM_INTERVAL_MS = 5 * 60_000;

export function startVacuumSchedule(
  db: Db,
  onError: (error: unknown) => void,
  intervalMs = VACUUM_INTERVAL_MS,
): PeriodicTask {
  return startPeriodicTask(() => sql`vacuum`.execute(db), onError, intervalMs);
}
