import { Table, type TableColumn } from '@tideline/ui';
import type { CSSProperties } from 'react';
import { ScrollingTable } from '../../asset/components/ScrollingTable.tsx';
import { tableHeight } from '../../asset/model/table-height.ts';
import { tableMinWidth } from './order-columns.tsx';

/** One of the order centre's tables: as wide as its box allows, scrolling sideways below its columns' minimum. */
export function OrderTable<Row extends { venue: string; id: string }>({
  label,
  testId,
  columns,
  rows,
  emptyText,
}: {
  label: string;
  testId: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  emptyText: string;
}) {
  const style = { '--order-table-min': `${tableMinWidth(columns)}px` } as CSSProperties;
  return (
    <div className="order-table" style={style}>
      <ScrollingTable label={label} testId={testId}>
        <Table
          aria-label={label}
          columns={columns}
          data={rows}
          rowKey={(row) => `${row.venue}:${row.id}`}
          height={tableHeight(rows.length)}
          emptyText={emptyText}
        />
      </ScrollingTable>
    </div>
  );
}
