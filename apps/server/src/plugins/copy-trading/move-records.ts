import { sql } from 'kysely';
import type { CopyDb } from './tables.ts';

/**
 * Expands every move record (migration 0202_copy_move_records: a move's final follower records as
 * one row of arrays, written in the commit that journals its orders) into its copy_orders rows, in
 * one statement that deletes the move rows it expands. Safe to repeat and to run beside itself: a
 * move row is deleted once (a second delete finds it gone) and copy_orders' key (move_id, copy_id)
 * drops a record written already. The copier runs it after each move, in its queue, and at start
 * (what a crash left); the records view runs it before reading, so no reader sees a move without
 * its records. Returns the number of copy_orders rows written.
 */
export async function expandMoveRecords(db: CopyDb): Promise<number> {
  const result = await sql`
    with done as (delete from copy_move_records returning *)
    insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, filled, at)
    select done.move_id, t.copy_id, done.action, t.side, t.size, t.state, t.skip_reason, t.size_before,
      t.filled, done.at
    from done cross join unnest(
      done.copy_ids, done.sides, done.sizes, done.states, done.skip_reasons, done.sizes_before, done.fills
    ) as t(copy_id, side, size, state, skip_reason, size_before, filled)
    on conflict (move_id, copy_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
