import { sql } from 'kysely';
import type { CopyDb } from './tables.ts';

/** A follower's final record of a move, as the move's records text holds it (migration 0204). */
export type MoveRecord = readonly [
  copyId: number,
  side: string,
  size: string,
  state: string,
  skipReason: string | null,
  sizeBefore: string,
  filled: string | null,
];

/**
 * A move's follower records as the text of its copy_move_records row: JSON, one array per
 * follower. Text, not typed arrays, because the row is written on the path from the lead's fill to
 * the followers' orders and the database stores text without parsing it (migration 0204).
 */
export function moveRecordsText(records: readonly MoveRecord[]): string {
  return JSON.stringify(records);
}

/**
 * Expands every move record (migrations 0202 and 0204: a move's final follower records as one row,
 * written in the commit that journals its orders) into its copy_orders rows, in one statement that
 * deletes the move rows it expands. Safe to repeat and to run beside itself: a move row is deleted
 * once (a second delete finds it gone) and copy_orders' key (move_id, copy_id) drops a record
 * written already. The copier runs it after each move, in its queue, and at start (what a crash
 * left); the records view runs it before reading, so no reader sees a move without its records.
 * Returns the number of copy_orders rows written.
 */
export async function expandMoveRecords(db: CopyDb): Promise<number> {
  const result = await sql`
    with done as (delete from copy_move_records returning move_id, action, at, records)
    insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, filled, at)
    select done.move_id, (t.record->>0)::bigint, done.action, t.record->>1, (t.record->>2)::numeric,
      t.record->>3, t.record->>4, (t.record->>5)::numeric, (t.record->>6)::numeric, done.at
    from done cross join jsonb_array_elements(done.records::jsonb) as t(record)
    on conflict (move_id, copy_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
