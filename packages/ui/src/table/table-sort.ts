/** Spec §4: a sortable column cycles ascending, descending, then unsorted. */
export type SortOrder = 'ascending' | 'descending' | null;
export const SORT_CYCLE: readonly SortOrder[] = ['ascending', 'descending', null];

export interface TableSort {
  key: string;
  order: SortOrder;
}

export function nextSortOrder(current: SortOrder): SortOrder {
  return SORT_CYCLE[(SORT_CYCLE.indexOf(current) + 1) % SORT_CYCLE.length] ?? null;
}

/** The sort after a click on `key`'s header: a new column starts ascending. */
export function toggleSort(sort: TableSort | null, key: string): TableSort | null {
  const order = nextSortOrder(sort?.key === key ? sort.order : null);
  return order ? { key, order } : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Numbers numerically, everything else as text; empty values (null, undefined, '') sort last. */
export function compareCellValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  return collator.compare(String(a), String(b));
}

export interface SortSpec<Row> {
  order: Exclude<SortOrder, null>;
  /** The cell value to compare; read once per row, so sorting 10,000 rows stays cheap. */
  value: (row: Row) => unknown;
  /** A full comparator instead of comparing values. */
  compare?: (a: Row, b: Row) => number;
}

/** A stable sort that returns a new array; descending reverses the comparison, not the ties. */
export function sortRows<Row>(rows: readonly Row[], spec: SortSpec<Row>): Row[] {
  const direction = spec.order === 'ascending' ? 1 : -1;
  if (spec.compare) {
    const compare = spec.compare;
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => direction * compare(a.row, b.row) || a.index - b.index)
      .map((entry) => entry.row);
  }
  return rows
    .map((row, index) => ({ row, index, key: spec.value(row) }))
    .sort((a, b) => {
      const byValue = compareCellValues(a.key, b.key);
      // Empty cells stay last in both directions.
      const emptyInvolved = isEmpty(a.key) || isEmpty(b.key);
      return (emptyInvolved ? byValue : direction * byValue) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
