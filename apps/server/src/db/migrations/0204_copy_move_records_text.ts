import { type Kysely, sql } from 'kysely';

/**
 * Copy trading's move records as one JSON text (an array of `[copy id, side, size, state, skip
 * reason, size before, filled]`, one per follower) instead of seven typed arrays. The row is written
 * in the commit of the move's place-batch, on the path from the lead's fill to the followers'
 * orders; PostgreSQL parsing a thousand-element bigint, numeric and text array each was most of
 * that statement (embedded database: 3.6-5.9 ms of a 20 ms move, 14 ms the first time), while a
 * text column is stored as it comes. The expansion into copy_orders (after the signal, in the
 * copier's queue) reads the JSON instead (apps/server/src/plugins/copy-trading/move-records.ts).
 * Rows of the old shape a crash left are expanded first, as the expansion did them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, filled, at)
    select r.move_id, t.copy_id, r.action, t.side, t.size, t.state, t.skip_reason, t.size_before, t.filled, r.at
    from copy_move_records r
    cross join unnest(r.copy_ids, r.sides, r.sizes, r.states, r.skip_reasons, r.sizes_before, r.fills)
      as t(copy_id, side, size, state, skip_reason, size_before, filled)
    on conflict (move_id, copy_id) do nothing`.execute(db);
  await sql`drop table copy_move_records`.execute(db);
  await sql`
    create table copy_move_records (
      move_id bigint primary key,
      action text not null,
      at bigint not null,
      records text not null
    )`.execute(db);
  // Stored as it comes: the row lives until the expansion moments later, so compressing it is waste.
  await sql`alter table copy_move_records alter column records set storage external`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, filled, at)
    select r.move_id, (t.record->>0)::bigint, r.action, t.record->>1, (t.record->>2)::numeric, t.record->>3,
      t.record->>4, (t.record->>5)::numeric, (t.record->>6)::numeric, r.at
    from copy_move_records r cross join jsonb_array_elements(r.records::jsonb) as t(record)
    on conflict (move_id, copy_id) do nothing`.execute(db);
  await sql`drop table copy_move_records`.execute(db);
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
}
