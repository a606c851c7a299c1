// Where a page of records may end. A gateway's `before` cursor is exclusive, and rows can share a
// cursor value (fills of one millisecond; in a cluster's data from before its order numbers came
// from the command stream, two symbols' orders of one number): a page that ended inside such a
// group would lose the group's rest to the next page's `before`. So a page runs on to the end of
// its last row's group.

/** The end (exclusive) of the first `count` rows, carried on over the rows sharing the last one's cursor. */
export function cursorGroupEnd<Row>(
  rows: readonly Row[],
  count: number,
  cursorOf: (row: Row) => unknown,
): number {
  let end = Math.min(count, rows.length);
  while (end > 0 && end < rows.length && cursorOf(rows[end]!) === cursorOf(rows[end - 1]!)) end += 1;
  return end;
}
