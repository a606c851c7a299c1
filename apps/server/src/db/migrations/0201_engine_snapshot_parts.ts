import { type Kysely, sql } from 'kysely';

/**
 * Incremental engine snapshots (issue #22 item 3; apps/server/src/markets/snapshot-parts.ts). Each
 * engine (spot, futures) and venue keeps its state as parts, one row each, tagged with the journal
 * sequence of the snapshot that last wrote it; the manifest row names the sequence of the newest
 * complete snapshot. Parts, deletions, manifest and the journal pruned up to it change in one
 * transaction, so what is stored is always the whole state as of the manifest's sequence. The
 * whole-venue snapshot tables stay: a venue still on one is read once and replaced by parts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table engine_snapshot_parts (
      engine text not null,
      venue text not null,
      part text not null,
      seq bigint not null,
      state text not null,
      primary key (engine, venue, part)
    )`.execute(db);
  await sql`
    create table engine_snapshot_manifest (
      engine text not null,
      venue text not null,
      seq bigint not null,
      -- Parts the last snapshot wrote (deletions included): what it cost, for the record.
      parts integer not null,
      written_at timestamptz not null default now(),
      primary key (engine, venue)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table engine_snapshot_manifest`.execute(db);
  await sql`drop table engine_snapshot_parts`.execute(db);
}
