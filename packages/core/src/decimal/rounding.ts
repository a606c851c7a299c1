import { Decimal, type DecimalInput, type RoundingMode } from './decimal.ts';
import { toDecimal } from './parse-decimal.ts';

function assertDecimalPlaces(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Decimal places must be a non-negative integer, got ${decimals}`);
  }
}

/** Rounds to `decimals` places with an explicit decimal.js rounding mode. */
export function roundTo(value: DecimalInput, decimals: number, rounding: RoundingMode): Decimal {
  assertDecimalPlaces(decimals);
  return toDecimal(value).toDecimalPlaces(decimals, rounding);
}

/** Toward zero: for amounts and balances, so a display or an order never exceeds what is held. */
export function roundDown(value: DecimalInput, decimals: number): Decimal {
  return roundTo(value, decimals, Decimal.ROUND_DOWN);
}

/** Away from zero: for costs and fees charged, so they are never under-reserved. */
export function roundUp(value: DecimalInput, decimals: number): Decimal {
  return roundTo(value, decimals, Decimal.ROUND_UP);
}

/** Half away from zero (school rounding): for ratios and prices shown to people. */
export function roundHalfUp(value: DecimalInput, decimals: number): Decimal {
  return roundTo(value, decimals, Decimal.ROUND_HALF_UP);
}

/** Toward -Infinity. */
export function floorTo(value: DecimalInput, decimals: number): Decimal {
  return roundTo(value, decimals, Decimal.ROUND_FLOOR);
}

/** Toward +Infinity. */
export function ceilTo(value: DecimalInput, decimals: number): Decimal {
  return roundTo(value, decimals, Decimal.ROUND_CEIL);
}

/**
 * Fixed-point text with exactly `decimals` places, never in exponent notation
 * (`toFixedString(1e21, 2)` is `'1000000000000000000000.00'`). Rounds toward zero unless told otherwise.
 */
export function toFixedString(
  value: DecimalInput,
  decimals: number,
  rounding: RoundingMode = Decimal.ROUND_DOWN,
): string {
  assertDecimalPlaces(decimals);
  return toDecimal(value).toFixed(decimals, rounding);
}

/** Removes trailing fractional zeros and a then-trailing dot: `'12.500'` -> `'12.5'`, `'3.00'` -> `'3'`. */
export function stripTrailingZeros(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(/\.?0+$/, '');
}
