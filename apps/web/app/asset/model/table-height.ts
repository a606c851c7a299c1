import { TABLE_HEADER_HEIGHT_PX, TABLE_ROW_HEIGHT_PX } from '@tideline/ui';

/** Rows shown before a table scrolls; record pages show one server page of at most this many. */
export const VISIBLE_TABLE_ROWS = 20;

/** A table tall enough for its rows (one row for the empty text), scrolling past twenty. */
export function tableHeight(rowCount: number): number {
  return (
    TABLE_HEADER_HEIGHT_PX + Math.min(Math.max(rowCount, 1), VISIBLE_TABLE_ROWS) * TABLE_ROW_HEIGHT_PX + 2
  );
}
