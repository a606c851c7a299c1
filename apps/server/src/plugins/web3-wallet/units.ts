import { BOOK_SCALE } from '../../platform/ledger/book-units.ts';

/**
 * Token amounts on the chain (integers in the token's own decimals) against the exchange's book
 * units (1e-8). A token with more than 8 decimals credits deposits rounded down to 8; the dust
 * stays on the deposit address.
 */
export function tokenToBookUnits(amount: bigint, decimals: number): bigint {
  if (decimals >= BOOK_SCALE) return amount / 10n ** BigInt(decimals - BOOK_SCALE);
  return amount * 10n ** BigInt(BOOK_SCALE - decimals);
}

/** Book units as token units; null when the token cannot carry that many decimals. */
export function bookToTokenUnits(units: bigint, decimals: number): bigint | null {
  if (decimals >= BOOK_SCALE) return units * 10n ** BigInt(decimals - BOOK_SCALE);
  const step = 10n ** BigInt(BOOK_SCALE - decimals);
  return units % step === 0n ? units / step : null;
}
