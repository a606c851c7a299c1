import { type Kysely, sql } from 'kysely';

/**
 * Copy trading's move plans (docs/protocol-copy-trading.md, "Exactly once"): what a lead's move
 * plans for its followers is written as one row of parallel arrays before any order is placed,
 * and each follower's copy_orders row is written once, final (copied or skipped), in the commit
 * that deletes the plan; a plan left by a crash is finished at the next start. Before, each order
 * was inserted pending and updated after the batch: two writes of a thousand rows per move.
 * copy_orders' foreign keys go: its rows are written only by the copier, from the move written in
 * the same commit and copies that are never deleted, and two key checks per row doubled the cost
 * of recording a move; so does the index of pending orders. Orders a crash of the release before
 * left pending become the plan of their move, which the next start finishes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table copy_move_plans (
      move_id bigint primary key references copy_lead_moves (id),
      copy_ids bigint[] not null,
      sides text[] not null,
      sizes numeric[] not null,
      states text[] not null,
      skip_reasons text[] not null,
      sizes_before numeric[] not null
    )`.execute(db);
  await sql`
    insert into copy_move_plans (move_id, copy_ids, sides, sizes, states, skip_reasons, sizes_before)
    select move_id, array_agg(copy_id order by id), array_agg(side order by id), array_agg(size order by id),
      array_agg(state order by id), array_agg(skip_reason order by id), array_agg(size_before order by id)
    from copy_orders where state = 'pending' group by move_id`.execute(db);
  await sql`delete from copy_orders where state = 'pending'`.execute(db);
  await sql`drop index copy_orders_pending`.execute(db);
  await sql`alter table copy_orders drop constraint copy_orders_move_id_fkey`.execute(db);
  await sql`alter table copy_orders drop constraint copy_orders_copy_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into copy_orders (move_id, copy_id, action, side, size, state, skip_reason, size_before, at)
    select p.move_id, t.copy_id, m.action, t.side, t.size, t.state, t.skip_reason, t.size_before, m.at
    from copy_move_plans p join copy_lead_moves m on m.id = p.move_id
    cross join unnest(p.copy_ids, p.sides, p.sizes, p.states, p.skip_reasons, p.sizes_before)
      as t(copy_id, side, size, state, skip_reason, size_before)`.execute(db);
  await sql`drop table copy_move_plans`.execute(db);
  await sql`create index copy_orders_pending on copy_orders (state) where state = 'pending'`.execute(db);
  await sql`alter table copy_orders add foreign key (move_id) references copy_lead_moves (id)`.execute(db);
  await sql`alter table copy_orders add foreign key (copy_id) references copy_copies (id)`.execute(db);
}
