/**
 * The products' books count money in integer units of 1e-8 of the asset, so no float ever rounds
 * it; these are the conversions at their edges (wire and numeric column on one side, units inside).
 */

export const BOOK_SCALE = 8;
/** One whole asset, in units. */
export const UNIT = 10n ** BigInt(BOOK_SCALE);

/**
 * A plain non-negative decimal with at most 20 whole digits and 8 decimals as units; null for
 * anything else (a hostile 1e300 is refused here rather than carried into the books).
 */
export function toUnits(text: string): bigint | null {
  const match = /^(\d{1,20})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > BOOK_SCALE) return null;
  return BigInt(match[1] as string) * UNIT + BigInt(fraction.padEnd(BOOK_SCALE, '0'));
}

/** Units as the shortest decimal text (the wire and numeric column form). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / UNIT;
  const fraction = (magnitude % UNIT).toString().padStart(BOOK_SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Signed numeric text as the database answers it, as units. A book writes no more than 8
 * decimals, so more is a corrupt row, not a user's mistake: it throws.
 */
export function parseSignedUnits(text: string): bigint {
  const negative = text.startsWith('-');
  const units = toUnits(negative ? text.slice(1) : text);
  if (units === null) throw new Error(`book amount ${text} has more than ${BOOK_SCALE} decimals`);
  return negative ? -units : units;
}
