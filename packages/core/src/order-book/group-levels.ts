import { Decimal } from '../decimal/index.ts';
import type { BookSide, PriceLevel } from './price-level.ts';

/** Precision grouping offered by the book: the tick times 1, 10, 100 or 1000 (design §4). */
export const GROUPING_MULTIPLIERS = [1, 10, 100, 1000] as const;
export type GroupingMultiplier = (typeof GROUPING_MULTIPLIERS)[number];

/** The grouping steps of a pair, `groupingSteps('0.01', 2)` -> `['0.01', '0.10', '1.00', '10.00']`. */
export function groupingSteps(tickSize: string, pricePlace: number): string[] {
  return GROUPING_MULTIPLIERS.map((multiplier) =>
    new Decimal(tickSize).times(multiplier).toFixed(pricePlace),
  );
}

/**
 * Merges levels (best first) into buckets of `step`: a bid goes to the bucket at or below its price,
 * an ask to the bucket at or above, so a grouped level never shows a better price than the orders in
 * it (the gateway groups the same way). Prices keep `pricePlace` decimals, sizes `sizePlace`.
 */
export function groupLevels(
  levels: readonly PriceLevel[],
  side: BookSide,
  step: string,
  places: { pricePlace: number; sizePlace: number },
  limit = Number.POSITIVE_INFINITY,
): PriceLevel[] {
  const stepValue = new Decimal(step);
  if (!stepValue.isPositive() || stepValue.isZero())
    throw new RangeError(`step must be positive, got ${step}`);
  const rounding = side === 'bids' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  const grouped: Array<{ price: string; size: Decimal }> = [];
  for (const [price, size] of levels) {
    const bucket = new Decimal(price).dividedBy(stepValue).toDecimalPlaces(0, rounding).times(stepValue);
    const bucketPrice = bucket.toFixed(places.pricePlace);
    const last = grouped[grouped.length - 1];
    if (last?.price === bucketPrice) {
      last.size = last.size.plus(size);
    } else {
      if (grouped.length === limit) break;
      grouped.push({ price: bucketPrice, size: new Decimal(size) });
    }
  }
  return grouped.map(({ price, size }) => [price, size.toFixed(places.sizePlace)] as const);
}
