import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { PartValue, SnapshotParts } from '../markets/snapshot-parts.ts';

/**
 * Incremental engine snapshots in the database (migration 0201_engine_snapshot_parts), for the spot
 * and futures services. One snapshot of a venue at journal sequence S is written in ONE
 * transaction: its parts (upserted, each tagged with S), its deletions, the manifest row set to S,
 * and whatever the caller adds in the same transaction (the journal pruned up to S, the venue's old
 * whole snapshot removed). A crash before the commit leaves the previous manifest, its parts and
 * the journal after them exactly as they were; after it, the complete state at S. Recovery reads
 * the manifest's S and every part (no part can carry a later sequence) and replays the journal
 * after S. See apps/server/src/markets/snapshot-parts.ts for why the parts make the whole state.
 */

type Int8 = ColumnType<number | string, number, number>;

export type SnapshotPartsTables = {
  engine_snapshot_parts: { engine: string; venue: string; part: string; seq: Int8; state: string };
  engine_snapshot_manifest: {
    engine: string;
    venue: string;
    seq: Int8;
    parts: number;
    written_at: ColumnType<Date, never, never>;
  };
};

export type SnapshotEngine = 'spot' | 'futures';

/** One venue's snapshot as taken at a batch boundary (values not yet serialised). */
export interface TakenSnapshot {
  readonly venue: string;
  readonly seq: number;
  readonly taken: SnapshotParts;
}

export interface SnapshotWriteStats {
  /** Parts written (deletions included). */
  parts: number;
  /** Bytes of JSON written. */
  bytes: number;
}

/** What an engine's snapshots have cost in all (the snapshot-cost bench reads it). */
export class SnapshotCosts {
  readonly totals = { count: 0, parts: 0, bytes: 0, takeMs: 0, writeMs: 0 };
  last: (SnapshotWriteStats & { takeMs: number; writeMs: number }) | undefined;
  failed = 0;

  /** A snapshot was written: `takeMs` copying its parts at the batch boundary, `writeMs` after. */
  add(stats: SnapshotWriteStats, takeMs: number, writeMs: number): void {
    this.last = { ...stats, takeMs, writeMs };
    const totals = this.totals;
    totals.count += 1;
    totals.parts += stats.parts;
    totals.bytes += stats.bytes;
    totals.takeMs += takeMs;
    totals.writeMs += writeMs;
  }
}

/** Rows per multi-row statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

/**
 * Serialises and writes `snapshots` (after the acknowledgements of the batch they follow) in one
 * transaction, with `alongside` in it. The returned figures are what the benches report.
 */
export async function writeSnapshotParts<DB>(
  db: Kysely<DB>,
  engine: SnapshotEngine,
  snapshots: readonly TakenSnapshot[],
  alongside: (tx: Transaction<DB>, snapshot: TakenSnapshot) => Promise<void>,
): Promise<SnapshotWriteStats> {
  const stats: SnapshotWriteStats = { parts: 0, bytes: 0 };
  const rows = snapshots.map(({ venue, seq, taken }) => {
    const upserts: Array<{ engine: string; venue: string; part: string; seq: number; state: string }> = [];
    const deletions: string[] = [];
    for (const [part, value] of taken.parts) {
      if (value === null) deletions.push(part);
      else {
        const state = JSON.stringify(value);
        stats.bytes += state.length;
        upserts.push({ engine, venue, part, seq, state });
      }
    }
    stats.parts += taken.parts.size;
    return { upserts, deletions };
  });
  await db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Transaction<SnapshotPartsTables>;
    for (const [index, snapshot] of snapshots.entries()) {
      const { upserts, deletions } = rows[index]!;
      const ofVenue = tx
        .deleteFrom('engine_snapshot_parts')
        .where('engine', '=', engine)
        .where('venue', '=', snapshot.venue);
      // A complete snapshot replaces whatever was stored (a first one, or one after a failed write).
      if (snapshot.taken.complete) await ofVenue.execute();
      for (let start = 0; start < deletions.length; start += CHUNK)
        await ofVenue.where('part', 'in', deletions.slice(start, start + CHUNK)).execute();
      for (let start = 0; start < upserts.length; start += CHUNK) {
        await tx
          .insertInto('engine_snapshot_parts')
          .values(upserts.slice(start, start + CHUNK))
          .onConflict((oc) =>
            oc
              .columns(['engine', 'venue', 'part'])
              .doUpdateSet((eb) => ({ seq: eb.ref('excluded.seq'), state: eb.ref('excluded.state') })),
          )
          .execute();
      }
      const manifest = { engine, venue: snapshot.venue, seq: snapshot.seq, parts: snapshot.taken.parts.size };
      await tx
        .insertInto('engine_snapshot_manifest')
        .values(manifest)
        .onConflict((oc) =>
          oc.columns(['engine', 'venue']).doUpdateSet({ seq: manifest.seq, parts: manifest.parts }),
        )
        .execute();
      await alongside(trx, snapshot);
    }
  });
  return stats;
}

export interface StoredParts {
  readonly seq: number;
  readonly parts: Array<readonly [string, PartValue]>;
}

/** The venue's newest complete snapshot as parts, or undefined when none was ever written. */
export async function loadSnapshotParts<DB>(
  db: Kysely<DB>,
  engine: SnapshotEngine,
  venue: string,
): Promise<StoredParts | undefined> {
  const store = db as unknown as Kysely<SnapshotPartsTables>;
  const manifest = await store
    .selectFrom('engine_snapshot_manifest')
    .select('seq')
    .where('engine', '=', engine)
    .where('venue', '=', venue)
    .executeTakeFirst();
  if (manifest === undefined) return undefined;
  const rows = await store
    .selectFrom('engine_snapshot_parts')
    .select(['part', 'seq', 'state'])
    .where('engine', '=', engine)
    .where('venue', '=', venue)
    .execute();
  const seq = Number(manifest.seq);
  // Parts and manifest are written in one transaction: a later part is a bug, never a crash.
  if (rows.some((row) => Number(row.seq) > seq))
    throw new Error(`${engine} ${venue} snapshot parts do not match their manifest (seq ${seq})`);
  return { seq, parts: rows.map((row) => [row.part, JSON.parse(row.state) as PartValue] as const) };
}
