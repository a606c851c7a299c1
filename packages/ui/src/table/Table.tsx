import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { useScrollsItself } from '../internal/use-scrolls-itself.ts';
import { type SortOrder, sortRows, type TableSort, toggleSort } from './table-sort.ts';
import { parentKeys, TABLE_TREE_INDENT_PX, visibleRows } from './tree-rows.ts';

/** Spec §9: columns are at least 80 px wide; header and footer rows are 44 px high. */
export const TABLE_MIN_COLUMN_WIDTH_PX = 80;
export const TABLE_HEADER_HEIGHT_PX = 44;
export const TABLE_FOOTER_HEIGHT_PX = 44;
export const TABLE_ROW_HEIGHT_PX = 40;

export interface TableColumn<Row> {
  key: string;
  title: ReactNode;
  /** The cell's value for display and sorting; `row[key]` when left out. */
  value?: (row: Row) => unknown;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** A full comparator for this column instead of comparing values. */
  compare?: (a: Row, b: Row) => number;
  /** Fixed width in px, never below the minimum width. */
  width?: number;
  minWidth?: number;
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  data: readonly Row[];
  rowKey: (row: Row) => string | number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Height of the scrolling area in px (rows are virtualised inside it). */
  height?: number;
  rowHeight?: number;
  defaultSort?: TableSort | null;
  /** Controlled sort; pair with `onSortChange`. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** Tree data: a row's children, shown indented under it when expanded. */
  childrenOf?: (row: Row) => readonly Row[] | undefined;
  defaultExpandAll?: boolean;
  /** Footer cells by column key, computed from the rows (a 44 px summary row). */
  summary?: (rows: readonly Row[]) => Partial<Record<string, ReactNode>>;
  emptyText?: ReactNode;
  onRowClick?: (row: Row) => void;
}

function readCell<Row>(column: TableColumn<Row>, row: Row): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

function gridTemplate<Row>(columns: readonly TableColumn<Row>[]): string {
  return columns
    .map((column) => {
      const min = Math.max(column.minWidth ?? TABLE_MIN_COLUMN_WIDTH_PX, TABLE_MIN_COLUMN_WIDTH_PX);
      return column.width ? `${Math.max(column.width, min)}px` : `minmax(${min}px, 1fr)`;
    })
    .join(' ');
}

const ARIA_SORT: Record<Exclude<SortOrder, null>, 'ascending' | 'descending'> = {
  ascending: 'ascending',
  descending: 'descending',
};

function SortCaret({ order }: { order: SortOrder }) {
  return (
    <span className="tl-table__caret" data-order={order ?? 'none'} aria-hidden="true">
      <svg viewBox="0 0 8 12" width="8" height="12" aria-hidden="true">
        <path className="tl-table__caret-up" d="M4 0l4 5H0z" />
        <path className="tl-table__caret-down" d="M4 12l4-5H0z" />
      </svg>
    </span>
  );
}

/**
 * A data table with sortable headers (spec §4: ascending, descending, none), tree rows and a
 * summary footer. Rows are virtualised, so 10,000 rows render and sort quickly.
 */
export function Table<Row>({
  columns,
  data,
  rowKey,
  height = 400,
  rowHeight = TABLE_ROW_HEIGHT_PX,
  defaultSort = null,
  sort: controlledSort,
  onSortChange,
  childrenOf,
  defaultExpandAll = false,
  summary,
  emptyText,
  onRowClick,
  ...labelling
}: TableProps<Row>) {
  const t = useWidgetText();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollsItself = useScrollsItself(scrollRef);
  const [uncontrolledSort, setUncontrolledSort] = useState<TableSort | null>(defaultSort);
  const sort = controlledSort === undefined ? uncontrolledSort : controlledSort;
  const keyOf = useCallback((row: Row) => String(rowKey(row)), [rowKey]);
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<string>>(() =>
    defaultExpandAll && childrenOf ? parentKeys(data, keyOf, childrenOf) : new Set(),
  );

  const sortedColumn = sort?.order ? columns.find((column) => column.key === sort.key) : undefined;
  const rows = useMemo(() => {
    const order =
      sortedColumn && sort?.order
        ? (level: readonly Row[]) =>
            sortRows(level, {
              order: sort.order as Exclude<SortOrder, null>,
              value: (row) => readCell(sortedColumn, row),
              compare: sortedColumn.compare,
            })
        : undefined;
    return visibleRows(data, { rowKey: keyOf, childrenOf, expandedKeys, order });
  }, [data, keyOf, childrenOf, expandedKeys, sortedColumn, sort?.order]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: TABLE_HEADER_HEIGHT_PX,
    initialRect: { width: 0, height },
    // Without layout (server, tests) an element measures 0 high; fall back to the given height.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { ...rect, height })),
  });

  const onHeaderClick = (key: string) => {
    const next = toggleSort(sort, key);
    setUncontrolledSort(next);
    onSortChange?.(next);
  };
  const toggleExpanded = (key: string) =>
    setExpandedKeys((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const template = gridTemplate(columns);
  const rowStyle: CSSProperties = { gridTemplateColumns: template };
  const footer = summary?.(data);
  const totalRows = rows.length + 1 + (footer ? 1 : 0);

  return (
    // While its rows or columns overflow, the box is a named, focusable group so a keyboard can
    // scroll it; a table that fits (or one inside a scrolling region of the page) is no tab stop.
    <div
      ref={scrollRef}
      className="tl-table"
      {...(scrollsItself
        ? {
            tabIndex: 0,
            role: 'group',
            'aria-label': labelling['aria-label'],
            'aria-labelledby': labelling['aria-labelledby'],
          }
        : {})}
      // Empty, the box grows to hold its text rather than clipping it at the rows' height.
      style={rows.length === 0 ? { minBlockSize: height } : { blockSize: height }}
    >
      <table
        aria-rowcount={totalRows}
        aria-colcount={columns.length}
        className="tl-table__grid"
        {...labelling}
      >
        <thead className="tl-table__head">
          <tr
            aria-rowindex={1}
            className="tl-table__row"
            style={{ ...rowStyle, blockSize: TABLE_HEADER_HEIGHT_PX }}
          >
            {columns.map((column) => {
              const order = sort?.key === column.key ? sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className="tl-table__cell tl-table__header-cell"
                  data-align={column.align ?? 'start'}
                  aria-sort={column.sortable ? (order ? ARIA_SORT[order] : 'none') : undefined}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      className="tl-table__sort"
                      onClick={() => onHeaderClick(column.key)}
                    >
                      {column.title}
                      <SortCaret order={order} />
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          className="tl-table__body"
          style={{ blockSize: rows.length ? virtualizer.getTotalSize() : undefined }}
        >
          {rows.length === 0 && (
            <tr aria-rowindex={2} className="tl-table__row tl-table__row--empty">
              <td className="tl-table__cell" colSpan={columns.length}>
                {emptyText ?? t('noData')}
              </td>
            </tr>
          )}
          {virtualizer.getVirtualItems().map((item) => {
            const visible = rows[item.index];
            if (!visible) return null;
            return (
              <tr
                key={visible.key}
                aria-rowindex={item.index + 2}
                className="tl-table__row"
                data-index={item.index}
                style={{
                  ...rowStyle,
                  blockSize: rowHeight,
                  transform: `translateY(${item.start - TABLE_HEADER_HEIGHT_PX}px)`,
                }}
                onClick={onRowClick ? () => onRowClick(visible.row) : undefined}
              >
                {columns.map((column, columnIndex) => (
                  <td
                    key={column.key}
                    className="tl-table__cell"
                    data-align={column.align ?? 'start'}
                    style={
                      columnIndex === 0 && childrenOf
                        ? { paddingInlineStart: visible.depth * TABLE_TREE_INDENT_PX + 12 }
                        : undefined
                    }
                  >
                    {columnIndex === 0 && childrenOf && (
                      <span className="tl-table__expander-slot">
                        {visible.hasChildren && (
                          <button
                            type="button"
                            className="tl-table__expander"
                            aria-label={visible.expanded ? t('collapse') : t('expand')}
                            aria-expanded={visible.expanded}
                            onClick={(event) => {
                              event.stopPropagation();
                              toggleExpanded(visible.key);
                            }}
                          />
                        )}
                      </span>
                    )}
                    {column.render ? (
                      column.render(visible.row)
                    ) : (
                      // Isolated so a value like "-2.5%" keeps its sign on the left in right-to-left pages.
                      <bdi>{String(readCell(column, visible.row) ?? '')}</bdi>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {footer && (
          <tfoot className="tl-table__foot">
            <tr
              aria-rowindex={totalRows}
              className="tl-table__row"
              style={{ ...rowStyle, blockSize: TABLE_FOOTER_HEIGHT_PX }}
            >
              {columns.map((column) => (
                <td key={column.key} className="tl-table__cell" data-align={column.align ?? 'start'}>
                  {footer[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
