import { Decimal, type DecimalInput, parseDecimal } from '../decimal/index.ts';
import { formatNumber } from './format-number.ts';
import { MISSING_PLACEHOLDER, ZERO_DISPLAY } from './missing.ts';

// Spec §9 asset display rules. All of them round toward zero, so a balance is never shown larger
// than it is, group thousands with a comma, show `--` when missing and `0.00` for a value that is
// zero at the rule's precision.

const FIAT_SMALL_THRESHOLD = new Decimal('0.01');

/**
 * Fiat: 2 decimals at or above 0.01 (in absolute value); below it, 2 significant figures so that
 * small valuations stay visible: `1234.567` -> `1,234.56`, `0.01` -> `0.01`,
 * `0.0099999` -> `0.0099`, `0.000000000001` -> `0.0000000000010`.
 */
export function formatFiat(value: DecimalInput): string {
  const parsed = parseDecimal(value);
  if (parsed === null) return MISSING_PLACEHOLDER;
  if (parsed.isZero()) return ZERO_DISPLAY;
  if (parsed.abs().greaterThanOrEqualTo(FIAT_SMALL_THRESHOLD)) {
    return formatNumber(parsed, { decimals: 2, zero: ZERO_DISPLAY });
  }
  const significant = parsed.abs().toPrecision(2, Decimal.ROUND_DOWN);
  return parsed.isNegative() ? `-${significant}` : significant;
}

/** BTC: 6 decimals, `0.123456789` -> `0.123456`, `21000` -> `21,000.000000`. */
export function formatBtc(value: DecimalInput): string {
  return formatNumber(value, { decimals: 6, zero: ZERO_DISPLAY });
}

/** USDT: 2 decimals then trailing zeros removed, `12.50` -> `12.5`, `100.00` -> `100`. */
export function formatUsdt(value: DecimalInput): string {
  return formatNumber(value, { decimals: 2, trimZeros: true, zero: ZERO_DISPLAY });
}
