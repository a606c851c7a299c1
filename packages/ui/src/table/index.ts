export {
  TABLE_FOOTER_HEIGHT_PX,
  TABLE_HEADER_HEIGHT_PX,
  TABLE_MIN_COLUMN_WIDTH_PX,
  TABLE_ROW_HEIGHT_PX,
  Table,
  type TableColumn,
  type TableProps,
} from './Table.tsx';
export {
  compareCellValues,
  nextSortOrder,
  SORT_CYCLE,
  type SortOrder,
  type SortSpec,
  sortRows,
  type TableSort,
  toggleSort,
} from './table-sort.ts';
export { parentKeys, TABLE_TREE_INDENT_PX, type VisibleRow, visibleRows } from './tree-rows.ts';
