import type { DecimalInput, RoundingMode } from '../decimal/index.ts';
import { formatNumber } from './format-number.ts';

export interface FormatByPrecisionOptions {
  /** Comma every 3 integer digits. Default true. */
  group?: boolean;
  /** Default ROUND_DOWN (toward zero), like every amount shown. */
  rounding?: RoundingMode;
}

/**
 * A trading pair's price or size with exactly the pair's number of places (its `pricePlace`,
 * `quotePrecision` or size place from §3), `formatByPrecision('43210.987', 1)` -> `'43,210.9'`.
 */
export function formatByPrecision(
  value: DecimalInput,
  pricePlace: number,
  options: FormatByPrecisionOptions = {},
): string {
  return formatNumber(value, { decimals: pricePlace, ...options });
}
