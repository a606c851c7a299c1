import { Decimal, type DecimalInput, parseDecimal } from '../decimal/index.ts';
import { formatNumber } from './format-number.ts';
import { MISSING_PLACEHOLDER } from './missing.ts';

// Ratios are not holdings, so they round half away from zero rather than toward zero.

/**
 * Spec §9 "percentage returns 2 decimals": `part / whole * 100` as text with 2 decimals,
 * `percentage(1, 3)` -> `'33.33'`. A missing operand or a zero whole gives `--`.
 */
export function percentage(part: DecimalInput, whole: DecimalInput): string {
  const numerator = parseDecimal(part);
  const denominator = parseDecimal(whole);
  if (numerator === null || denominator === null || denominator.isZero()) return MISSING_PLACEHOLDER;
  return formatNumber(numerator.dividedBy(denominator).times(100), {
    decimals: 2,
    rounding: Decimal.ROUND_HALF_UP,
  });
}

/** A ratio shown as a percentage with 2 decimals and a `%` sign: `0.12345` -> `12.35%`. */
export function formatPercent(ratio: DecimalInput): string {
  const parsed = parseDecimal(ratio);
  if (parsed === null) return MISSING_PLACEHOLDER;
  return `${formatNumber(parsed.times(100), { decimals: 2, rounding: Decimal.ROUND_HALF_UP })}%`;
}

/** Spec §9 spot ROE: the return ratio with 4 decimals, `0.123456` -> `0.1235`. */
export function formatSpotRoe(ratio: DecimalInput): string {
  return formatNumber(ratio, { decimals: 4, rounding: Decimal.ROUND_HALF_UP });
}

/** Spec §9 default futures profit-and-loss precision. */
export const FUTURES_PNL_DECIMALS = 6;

/** Futures PnL with 6 decimals by default (half away from zero), `-1.2345675` -> `-1.234568`. */
export function formatFuturesPnl(value: DecimalInput, decimals: number = FUTURES_PNL_DECIMALS): string {
  return formatNumber(value, { decimals, rounding: Decimal.ROUND_HALF_UP });
}
