import { productBook } from '../../platform/ledger/product-book.ts';

/**
 * The programme's own book (the shared product book, in units of 1e-8). Accounts: `treasury` (the
 * exchange's side, the only one that may go negative: it seeds and refills the pool), `pool` (pays
 * commission), `user:<id>` (commission earned and not yet moved to the user's spot wallet) and
 * `ledger` (what left the book for spot wallets through the ledger's transfer port).
 */
export const TREASURY = 'treasury';
export const POOL = 'pool';
export const LEDGER_OUT = 'ledger';

export function userAccount(userId: number): string {
  return `user:${userId}`;
}

export const referralBook = productBook({
  name: 'referral',
  balances: 'referral_balances',
  postings: 'referral_postings',
  outside: [TREASURY],
});
