import { TABLE_HEADER_HEIGHT_PX, TABLE_ROW_HEIGHT_PX } from '@tideline/ui';

/** A table as tall as its rows (at least two, at most `maxRows`), scrolling beyond that. */
export function tableHeight(rows: number, maxRows = 10): number {
  return TABLE_HEADER_HEIGHT_PX + Math.min(Math.max(rows, 2), maxRows) * TABLE_ROW_HEIGHT_PX + 2;
}
