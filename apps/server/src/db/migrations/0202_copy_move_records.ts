import { type Kysely, sql } from 'kysely';

/**
 * Copy trading's move records (docs/protocol-copy-trading.md, "Exactly once"): the final record of
 * every follower of a move (copied with what it filled, or skipped with its reason) is written as
 * one row of parallel arrays in the transaction that journals the move's place-batch, and expanded
 * into one copy_orders row per follower afterwards, in a second statement that inserts the rows and
 * deletes the move row (apps/server/src/plugins/copy-trading/move-records.ts). The unique key on
 * (move_id, copy_id) makes that expansion safe to repeat: a follower has one record per move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table copy_move_records (
      move_id bigint primary key,
      action text not null,
      at bigint not null,
      copy_ids bigint[] not null,
      sides text[] not null,
      sizes numeric[] not null,
      states text[] not null,
      skip_reasons text[] not null,
      sizes_before numeric[] not null,
      fills numeric[] not null
    )`.execute(db);
  await sql`create unique index copy_orders_move_copy on copy_orders (move_id, copy_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, filled, at)
    select r.move_id, t.copy_id, r.action, t.side, t.size, t.state, t.skip_reason, t.size_before, t.filled, r.at
    from copy_move_records r
    cross join unnest(r.copy_ids, r.sides, r.sizes, r.states, r.skip_reasons, r.sizes_before, r.fills)
      as t(copy_id, side, size, state, skip_reason, size_before, filled)
    on conflict (move_id, copy_id) do nothing`.execute(db);
  await sql`drop table copy_move_records`.execute(db);
  await sql`drop index copy_orders_move_copy`.execute(db);
}
