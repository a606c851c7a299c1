import {
  ScrollRegion,
  TABLE_HEADER_HEIGHT_PX,
  TABLE_ROW_HEIGHT_PX,
  Table,
  type TableColumn,
} from '@tideline/ui';
// The scroll region's rules (.product-table-scroll) live with the product page frame; a page
// showing a product table without that frame (a trading page's account panel) needs them too.
import './product-page.css';

const VISIBLE_ROWS = 10;

/**
 * A product page's labelled table: as high as its rows up to ten, in a region that scrolls
 * sideways on a phone and takes keyboard focus (one focusable scrolling box, WCAG 2.1.1). The
 * region's class comes from the product, whose stylesheet lets the table inside keep its width.
 */
export function ProductTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  className,
  rowHeight = TABLE_ROW_HEIGHT_PX,
}: {
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  className: string;
  rowHeight?: number;
}) {
  const height = TABLE_HEADER_HEIGHT_PX + Math.min(Math.max(rows.length, 1), VISIBLE_ROWS) * rowHeight + 2;
  return (
    <ScrollRegion className={className} aria-label={label}>
      <Table
        aria-label={label}
        columns={columns}
        data={rows}
        rowKey={rowKey}
        height={height}
        rowHeight={rowHeight}
        emptyText={emptyText}
      />
    </ScrollRegion>
  );
}
