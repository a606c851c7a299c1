/** Spec §9: each tree level is indented 16 px. */
export const TABLE_TREE_INDENT_PX = 16;

export interface VisibleRow<Row> {
  row: Row;
  key: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

export interface TreeOptions<Row> {
  rowKey: (row: Row) => string;
  childrenOf?: (row: Row) => readonly Row[] | undefined;
  expandedKeys: ReadonlySet<string>;
  /** Applied to every level separately, so children stay under their parent. */
  order?: (rows: readonly Row[]) => readonly Row[];
}

/** The rows on screen in order: each expanded row followed by its (sorted) children. */
export function visibleRows<Row>(rows: readonly Row[], options: TreeOptions<Row>): VisibleRow<Row>[] {
  const out: VisibleRow<Row>[] = [];
  const walk = (level: readonly Row[], depth: number) => {
    for (const row of options.order ? options.order(level) : level) {
      const key = options.rowKey(row);
      const children = options.childrenOf?.(row);
      const hasChildren = Boolean(children && children.length > 0);
      const expanded = hasChildren && options.expandedKeys.has(key);
      out.push({ row, key, depth, hasChildren, expanded });
      if (expanded && children) walk(children, depth + 1);
    }
  };
  walk(rows, 0);
  return out;
}

/** Every key of a row that has children, for "expand all". */
export function parentKeys<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  childrenOf: (row: Row) => readonly Row[] | undefined,
): Set<string> {
  const keys = new Set<string>();
  const walk = (level: readonly Row[]) => {
    for (const row of level) {
      const children = childrenOf(row);
      if (children && children.length > 0) {
        keys.add(rowKey(row));
        walk(children);
      }
    }
  };
  walk(rows);
  return keys;
}
