import { type DecimalInput, parseDecimal } from '../decimal/index.ts';
import { MarginMode, PositionDirection } from './constants.ts';

export interface PriceBounds {
  direction: PositionDirection;
  marginMode: MarginMode;
  /** Lowest acceptable price; an omitted bound is not enforced. */
  lower?: DecimalInput;
  /** Highest acceptable price; an omitted bound is not enforced. */
  upper?: DecimalInput;
}

/**
 * Spec §5: a liquidation or TP/SL price is cleared to `''` when it breaks its bounds:
 * - cross margin (either direction): lower <= price <= upper ("within both bounds", inclusive);
 * - long, fixed margin: price > lower (strictly above);
 * - short, fixed margin: 0 <= price < upper (strictly below, not negative).
 * A short is also never negative in cross mode. Otherwise the price comes back as text: a string
 * as given (trimmed), anything else in plain digits.
 * A missing or non-numeric price gives `''` too.
 */
export function clearIfOutOfBounds(price: DecimalInput, bounds: PriceBounds): string {
  const value = parseDecimal(price);
  if (value === null) return '';
  const lower = parseDecimal(bounds.lower);
  const upper = parseDecimal(bounds.upper);
  const isShort = bounds.direction === PositionDirection.Short;
  let inBounds: boolean;
  if (bounds.marginMode === MarginMode.Cross) {
    inBounds =
      (lower === null || value.greaterThanOrEqualTo(lower)) &&
      (upper === null || value.lessThanOrEqualTo(upper)) &&
      !(isShort && value.isNegative());
  } else if (isShort) {
    inBounds = !value.isNegative() && (upper === null || value.lessThan(upper));
  } else {
    inBounds = lower === null || value.greaterThan(lower);
  }
  if (!inBounds) return '';
  return typeof price === 'string' ? price.trim() : value.toFixed();
}
