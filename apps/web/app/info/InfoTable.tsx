import {
  NARROW_BREAKPOINT_PX,
  TABLE_HEADER_HEIGHT_PX,
  TABLE_ROW_HEIGHT_PX,
  Table,
  type TableColumn,
  useMediaQuery,
} from '@tideline/ui';
import type { ReactNode } from 'react';

/**
 * What the widget's table draws around its rows inside its block size: its 1 px border and the
 * grid element's default 2 px spacing above, between and below head and body (measured 8 px in
 * Chromium). Without it a table sized to its rows scrolls by those pixels, and a scroll area with
 * nothing focusable in it fails axe's scrollable-region-focusable rule.
 */
const TABLE_CHROME_PX = 8;

export function tableHeight(rows: number): number {
  return TABLE_HEADER_HEIGHT_PX + Math.max(rows, 1) * TABLE_ROW_HEIGHT_PX + TABLE_CHROME_PX;
}

function cell<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '--' : String(value);
}

/**
 * A table of a few rows, shown whole: the widget set's table on wide screens and, below 768 px
 * (§9), one card per row with each column's title beside its value, so figures are never cut
 * short or hidden behind a sideways scroll on a phone.
 */
export function InfoTable<Row>({
  columns,
  rows,
  rowKey,
  labelledBy,
  emptyText,
  cardsBelowPx = NARROW_BREAKPOINT_PX,
}: {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  labelledBy: string;
  emptyText?: string;
  /** Window width under which rows become cards: §9's 768 px unless the table needs more room. */
  cardsBelowPx?: number;
}) {
  const narrow = useMediaQuery(`(max-width: ${cardsBelowPx - 0.02}px)`);
  if (!narrow) {
    return (
      <Table
        columns={columns}
        data={rows}
        rowKey={rowKey}
        height={tableHeight(rows.length)}
        aria-labelledby={labelledBy}
        emptyText={emptyText}
      />
    );
  }
  if (rows.length === 0) return <p className="info-note">{emptyText}</p>;
  return (
    <ul className="info-cards" aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="info-card">
          <dl>
            {columns.map((column) => (
              <div key={column.key} className="info-card__row">
                <dt>{column.title}</dt>
                <dd>{cell(column, row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
