import type { ReactNode } from 'react';

export interface ReferralColumn<Row> {
  key: string;
  title: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A plain table of every row, scrolling sideways inside a focusable region on a narrow screen, so
 * keyboard users can scroll it and nothing overflows the page at 390 px.
 */
export function ReferralTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  label: string;
  columns: readonly ReferralColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
}) {
  if (rows.length === 0) return <p className="referral-muted">{emptyText}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className="referral-table-wrap" aria-label={label} tabIndex={0}>
      <table className="referral-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
