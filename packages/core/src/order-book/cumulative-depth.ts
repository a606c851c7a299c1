import { Decimal } from '../decimal/index.ts';
import type { PriceLevel } from './price-level.ts';

export interface DepthRow {
  readonly price: string;
  readonly size: string;
  /** Sum of the sizes from the best level down to this one. */
  readonly total: string;
}

/** Running totals of one side, best first. Sizes add exactly; `total` keeps `sizePlace` decimals. */
export function cumulativeDepth(levels: readonly PriceLevel[], sizePlace: number): DepthRow[] {
  let running = new Decimal(0);
  return levels.map(([price, size]) => {
    running = running.plus(size);
    return { price, size, total: running.toFixed(sizePlace) };
  });
}

/**
 * Width of each row's depth bar as a fraction of the deepest total shown on either side, so both
 * sides share one scale. Only for drawing: a float is fine here, never for an amount.
 */
export function depthBarRatios(rows: readonly DepthRow[], deepestTotal: string): number[] {
  const deepest = new Decimal(deepestTotal);
  if (deepest.isZero()) return rows.map(() => 0);
  return rows.map((row) => new Decimal(row.total).dividedBy(deepest).toNumber());
}

/** The larger last total of two sides ('0' when both are empty). */
export function deepestTotal(...sides: readonly (readonly DepthRow[])[]): string {
  let deepest = new Decimal(0);
  for (const rows of sides) {
    const last = rows[rows.length - 1];
    if (last !== undefined && deepest.lessThan(last.total)) deepest = new Decimal(last.total);
  }
  return deepest.toFixed();
}
