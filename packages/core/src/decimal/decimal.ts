import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The project's decimal type: a clone of decimal.js, so that no other library sharing the global
 * decimal.js constructor can change our settings.
 *
 * - precision 20 significant digits (spec §9 "decimal arithmetic default 20 digits of precision");
 * - ROUND_HALF_UP for arithmetic results that exceed that precision;
 * - exponent notation switched off in `toString()`, because money is never shown as `1e+21`.
 *
 * Construction from a string is exact (decimal.js only rounds results of operations), so
 * `new Decimal('123456789012345678901.5')` keeps every digit.
 */
export const Decimal = DecimalJs.clone({
  precision: 20,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});

export type Decimal = DecimalJs;

/** decimal.js rounding modes: 0 UP, 1 DOWN, 2 CEIL, 3 FLOOR, 4 HALF_UP, 5 HALF_DOWN, 6 HALF_EVEN, 7 HALF_CEIL, 8 HALF_FLOOR. */
export type RoundingMode = DecimalJs.Rounding;

/** Anything the helpers accept as a number: missing values are `null`/`undefined`. */
export type DecimalInput = string | number | bigint | DecimalJs | null | undefined;
