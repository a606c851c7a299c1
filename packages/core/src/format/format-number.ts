import {
  Decimal,
  type DecimalInput,
  parseDecimal,
  type RoundingMode,
  stripTrailingZeros,
} from '../decimal/index.ts';
import { groupThousands } from './group-thousands.ts';
import { MISSING_PLACEHOLDER } from './missing.ts';

export interface FormatNumberOptions {
  /** Fixed number of decimal places; omitted keeps every digit the value has. */
  decimals?: number;
  /** Drop trailing fractional zeros after rounding (`'12.50'` -> `'12.5'`). Default false. */
  trimZeros?: boolean;
  /** Comma every 3 integer digits. Default true. */
  group?: boolean;
  /** decimal.js rounding mode. Default ROUND_DOWN: a shown amount never exceeds the real one. */
  rounding?: RoundingMode;
  /** Text for a value that is zero once rounded; default is the plain rounded digits. */
  zero?: string;
}

/**
 * General number formatting used by every other formatter. House rules:
 * - missing input (undefined, null, '', NaN, not a number) renders `--`;
 * - negatives render with a leading ASCII `-` before the grouped digits (`-1,234.50`); a value that
 *   rounds to zero loses its sign (`-0.001` at 2 places is `0.00`, never `-0.00`);
 * - values of any size render in plain digits, never exponent notation
 *   (`123456789012345678901.5` -> `123,456,789,012,345,678,901.50`). Pass huge values as strings:
 *   a JS number above 2^53 has already lost digits before it gets here.
 */
export function formatNumber(value: DecimalInput, options: FormatNumberOptions = {}): string {
  const parsed = parseDecimal(value);
  if (parsed === null) return MISSING_PLACEHOLDER;
  const { decimals, trimZeros = false, group = true, rounding = Decimal.ROUND_DOWN, zero } = options;
  if (decimals !== undefined && (!Number.isInteger(decimals) || decimals < 0)) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
  const rounded = decimals === undefined ? parsed : parsed.toDecimalPlaces(decimals, rounding);
  if (rounded.isZero() && zero !== undefined) return zero;
  let digits = decimals === undefined ? rounded.abs().toFixed() : rounded.abs().toFixed(decimals);
  if (trimZeros) digits = stripTrailingZeros(digits);
  if (group) digits = groupThousands(digits);
  return rounded.isNegative() && !rounded.isZero() ? `-${digits}` : digits;
}
