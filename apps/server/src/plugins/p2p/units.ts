/**
 * P2P amounts are bigint units of 1e-8 (the books' units, `platform/ledger/book-units.ts`): crypto,
 * fiat and prices alike, so no float ever rounds money. Here: the price arithmetic between them.
 */

import { UNIT } from '../../platform/ledger/book-units.ts';

/** crypto × price, in units, rounded down. */
export function fiatOf(crypto: bigint, price: bigint): bigint {
  return (crypto * price) / UNIT;
}

/** fiat ÷ price, in units, rounded down: the taker never gets more crypto than they pay for. */
export function cryptoOf(fiat: bigint, price: bigint): bigint {
  return (fiat * UNIT) / price;
}
