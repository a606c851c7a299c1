import { productBook } from '../../platform/ledger/product-book.ts';

/**
 * Margin's claims book (the shared product book, units of 1e-8): what each margin account owes.
 * `principal:<account>` and `interest:<account>` hold the debt per asset; their other sides are
 * `lent` (the lending pool's loans outstanding) and `accrued` (the platform's interest not yet
 * paid). A borrow posts principal against `lent`, an hour's interest posts interest against
 * `accrued`, a repayment reverses them. The cash itself lives in the spot exchange (accounts.ts).
 */
export const LENT = 'lent';
export const ACCRUED = 'accrued';

export const principalAccount = (accountId: string) => `principal:${accountId}`;
export const interestAccount = (accountId: string) => `interest:${accountId}`;

export const marginBook = productBook({
  name: 'Margin',
  balances: 'margin_balances',
  postings: 'margin_postings',
  outside: [LENT, ACCRUED],
});
