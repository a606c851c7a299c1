import { Decimal, type DecimalInput } from './decimal.ts';
import { toDecimal } from './parse-decimal.ts';

// Every helper treats a missing or invalid operand as 0 (see toDecimal), so UI code can pass raw
// field values; engine code that must reject bad input should validate with parseDecimal first.

/** Sum of all values. */
export function add(...values: DecimalInput[]): Decimal {
  return values.reduce<Decimal>((total, value) => total.plus(toDecimal(value)), new Decimal(0));
}

/** `minuend - subtrahend`. */
export function sub(minuend: DecimalInput, subtrahend: DecimalInput): Decimal {
  return toDecimal(minuend).minus(toDecimal(subtrahend));
}

/** Product of all values (1 for no values). */
export function mul(...values: DecimalInput[]): Decimal {
  return values.reduce<Decimal>((product, value) => product.times(toDecimal(value)), new Decimal(1));
}

/** `dividend / divisor`; throws a RangeError on a zero divisor instead of returning Infinity. */
export function div(dividend: DecimalInput, divisor: DecimalInput): Decimal {
  const denominator = toDecimal(divisor);
  if (denominator.isZero()) throw new RangeError('Division by zero');
  return toDecimal(dividend).dividedBy(denominator);
}

/** `dividend / divisor`, or `fallback` when the divisor is zero or missing (for display ratios). */
export function safeDiv(dividend: DecimalInput, divisor: DecimalInput, fallback: DecimalInput = 0): Decimal {
  const denominator = toDecimal(divisor);
  if (denominator.isZero()) return toDecimal(fallback);
  return toDecimal(dividend).dividedBy(denominator);
}
