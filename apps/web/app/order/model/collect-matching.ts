import { cursorGroupEnd } from '../../record/model/cursor-group.ts';
import type { Cursor } from './order-rows.ts';

/** Batches read at most per call, so a filter matching nothing cannot page through a whole history. */
export const MAX_BATCHES = 20;

/**
 * Up to `want` rows that `matches` accepts, newest first, read batch by batch after `before`, for
 * a venue whose gateway call cannot apply a filter itself. Stops at a short batch (the history's
 * end) or after MAX_BATCHES.
 */
export async function collectMatching<Row>(
  fetchBatch: (before: Cursor | undefined) => Promise<readonly Row[]>,
  options: {
    matches: (row: Row) => boolean;
    want: number;
    batchSize: number;
    before: Cursor | undefined;
    cursorOf: (row: Row) => Cursor;
  },
): Promise<Row[]> {
  const found: Row[] = [];
  let before = options.before;
  for (let batch = 0; batch < MAX_BATCHES && found.length < options.want; batch += 1) {
    const rows = await fetchBatch(before);
    for (const row of rows) if (options.matches(row)) found.push(row);
    const last = rows.at(-1);
    if (rows.length < options.batchSize || last === undefined) break;
    before = options.cursorOf(last);
  }
  // Not ending inside a group of rows sharing the last one's cursor (cursor-group.ts).
  return found.slice(0, cursorGroupEnd(found, options.want, options.cursorOf));
}
