import type { Cursor, VenueId } from './order-rows.ts';

// One page of rows merged from several venues, newest first, paged by each venue's own cursor.
// Each venue is asked for up to `pageSize + 1` rows older than its cursor; the page takes the
// newest `pageSize` of them all, and the next page continues each venue after its last row taken
// (a venue none of whose rows were taken keeps its cursor). A row fetched but not taken means an
// older page exists.

export interface MergeableRow {
  venue: VenueId;
  id: string;
  time: number | null;
}

export interface VenueBatch<Row> {
  venue: VenueId;
  /** The venue's rows, newest first. */
  rows: readonly Row[];
}

export type Cursors = Readonly<Partial<Record<VenueId, Cursor>>>;

export interface MergedPage<Row> {
  rows: Row[];
  /** The cursors of the next (older) page. */
  next: Cursors;
  hasOlder: boolean;
}

/**
 * Newest first across venues. Rows without a time come after those with one, each venue's in the
 * venue's own order; equal times keep the order of the venue list, then the venue's order.
 */
export function mergeByTime<Row extends MergeableRow>(batches: readonly VenueBatch<Row>[]): Row[] {
  const ranked = batches.flatMap((batch, venueIndex) =>
    batch.rows.map((row, rowIndex) => ({ row, venueIndex, rowIndex })),
  );
  ranked.sort((a, b) => {
    const at = a.row.time;
    const bt = b.row.time;
    if (at !== bt) {
      if (at === null) return 1;
      if (bt === null) return -1;
      return bt - at;
    }
    return a.venueIndex - b.venueIndex || a.rowIndex - b.rowIndex;
  });
  return ranked.map((item) => item.row);
}

export function mergePage<Row extends MergeableRow>(
  batches: readonly VenueBatch<Row>[],
  pageSize: number,
  cursors: Cursors,
  cursorOf: (row: Row) => Cursor,
): MergedPage<Row> {
  const merged = mergeByTime(batches);
  const rows = merged.slice(0, pageSize);
  const next: Partial<Record<VenueId, Cursor>> = { ...cursors };
  for (const row of rows) next[row.venue] = cursorOf(row);
  return { rows, next, hasOlder: merged.length > rows.length };
}
