/** P2P amounts as bigint units of 1e-8: crypto, fiat and prices alike, so no float ever rounds money. */

export const UNIT = 100_000_000n;

/** A plain positive-or-zero decimal with at most 8 decimals as units; null for anything else. */
export function toUnits(text: string): bigint | null {
  const match = /^(\d{1,20})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1] as string) * UNIT + BigInt((match[2] ?? '').padEnd(8, '0'));
}

/** Units as the shortest decimal text. */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / UNIT;
  const fraction = (magnitude % UNIT).toString().padStart(8, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Signed numeric text (as the database answers) as units. */
export function parseSigned(text: string): bigint {
  const negative = text.startsWith('-');
  const units = toUnits(negative ? text.slice(1) : text);
  if (units === null) throw new Error(`P2P amount ${text} has more than 8 decimals`);
  return negative ? -units : units;
}

/** crypto × price, in units, rounded down. */
export function fiatOf(crypto: bigint, price: bigint): bigint {
  return (crypto * price) / UNIT;
}

/** fiat ÷ price, in units, rounded down: the taker never gets more crypto than they pay for. */
export function cryptoOf(fiat: bigint, price: bigint): bigint {
  return (fiat * UNIT) / price;
}
