import { productBook } from '../../platform/ledger/product-book.ts';

/**
 * Earn's own book (the shared product book, in units of 1e-8). Accounts: `treasury` (the
 * exchange's side: it seeds the pool), `pool` (pays interest), `holding:<id>` (a holding's
 * principal), `user:<venue>:<id>` (interest and matured principal not yet moved to spot) and
 * `ledger` (the other side of what entered or left the book through the ledger's transfer port).
 * Only the two outside sides, treasury and ledger, may go negative.
 */
export const TREASURY = 'treasury';
export const POOL = 'pool';
export const LEDGER = 'ledger';

export function holdingAccount(holdingId: number | string): string {
  return `holding:${holdingId}`;
}

export function userAccount(venue: string, userId: number): string {
  return `user:${venue}:${userId}`;
}

export const earnBook = productBook({
  name: 'earn',
  balances: 'earn_balances',
  postings: 'earn_postings',
  outside: [TREASURY, LEDGER],
});
