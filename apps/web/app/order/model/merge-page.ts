import { cursorGroupEnd } from '../../record/model/cursor-group.ts';
import type { Cursor, VenueId } from './order-rows.ts';

// One page of rows merged from several venues, newest first, paged by each venue's own cursor.
// Each venue is asked for up to `pageSize + 1` rows older than its cursor; the page takes the
// newest `pageSize` of them all (and the rest of a cursor group it ends in: cursor-group.ts), and
// the next page continues each venue after its last row taken
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
  // Rows are taken from the front of each venue's batch, the newest front first, so what is taken
  // of a venue is always the start of its batch and its next page continues right after it, even
  // where a venue's own order is not by time (the cluster's order history: by order number, the
  // order its command stream took the orders in, which the gateways' clocks can disagree with).
  const taken = batches.map(() => 0);
  const timeOf = (index: number) => batches[index]!.rows[taken[index]!]!.time;
  for (let count = 0; count < pageSize; count += 1) {
    let newest: number | undefined;
    batches.forEach((batch, index) => {
      if (taken[index]! >= batch.rows.length) return;
      if (newest === undefined) newest = index;
      else {
        const time = timeOf(index);
        const best = timeOf(newest);
        if (time !== null && (best === null || time > best)) newest = index;
      }
    });
    if (newest === undefined) break;
    taken[newest]! += 1;
  }
  const next: Partial<Record<VenueId, Cursor>> = { ...cursors };
  const pageBatches = batches.map((batch, index) => {
    // A venue's rows that share its last taken row's cursor come too: its next page starts after that cursor.
    const end = cursorGroupEnd(batch.rows, taken[index]!, cursorOf);
    const last = batch.rows[end - 1];
    if (last !== undefined) next[batch.venue] = cursorOf(last);
    return { venue: batch.venue, rows: batch.rows.slice(0, end) };
  });
  const rows = mergeByTime(pageBatches);
  const all = batches.reduce((sum, batch) => sum + batch.rows.length, 0);
  return { rows, next, hasOlder: all > rows.length };
}
