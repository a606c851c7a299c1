/**
 * Decimal strings <-> fixed-point integers, without ever passing through a float. Amounts on the
 * wire are decimal strings; inside the markets they are integers of 10^-decimals units.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a non-negative decimal string into units of 10^-decimals. Returns undefined for anything
 * that is not a plain decimal or that has more decimals than the unit can hold (never rounds:
 * silently rounding a price or a size would trade something the user did not ask for).
 */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/**
 * A decimal string (an engine's figure, with any number of decimals, maybe negative) as units of
 * 10^-decimals rounded down, 0 when negative or not a decimal: what may be moved of an amount,
 * never more than it.
 */
export function unitsAtMost(text: string, decimals: number): bigint {
  const match = DECIMAL.exec(text);
  if (!match) return 0n;
  const fraction = (match[2] ?? '').slice(0, decimals);
  return BigInt((match[1] ?? '0') + fraction.padEnd(decimals, '0'));
}

/** As parseUnits, but the result must also be a positive safe integer (ticks and lots). */
export function parseSafeUnits(text: string, decimals: number): number | undefined {
  const units = parseUnits(text, decimals);
  if (units === undefined || units <= 0n || units > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(units);
}

/** Zero at each precision, the commonest figure written (no fee, no profit, nothing held). */
const ZEROS: string[] = [];

/** Formats units of 10^-decimals as a decimal string with exactly `decimals` places. */
export function formatUnits(units: bigint | number, decimals: number): string {
  // Numbers (ticks, lots) are written without a BigInt on the way; a non-integer still throws.
  if (typeof units === 'number' && !Number.isSafeInteger(units)) units = BigInt(units);
  if (units === 0 || units === 0n) {
    let zero = ZEROS[decimals];
    if (zero === undefined) {
      zero = decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
      ZEROS[decimals] = zero;
    }
    return zero;
  }
  const negative = units < 0;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return negative ? `-${digits}` : digits;
  const cut = digits.length - decimals;
  const text = `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}

export function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}
