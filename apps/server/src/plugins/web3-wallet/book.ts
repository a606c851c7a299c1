import { productBook } from '../../platform/ledger/product-book.ts';

/**
 * The web3 wallet's book (the shared product book, units of 1e-8). Accounts: `user:<id>` (what
 * is on its way between the user's spot account and the chain), `withdrawal:<id>` (a withdrawal
 * debited and not yet sent or refunded), `ledger` (the transfer port's side) and `chain` (the
 * exchange's hot wallet and deposit addresses on the chain: deposits come from it, sent
 * withdrawals go to it). Only the two outside sides may go negative.
 */
export const LEDGER = 'ledger';
export const CHAIN = 'chain';

export const userAccount = (userId: number) => `user:${userId}`;
export const withdrawalAccount = (withdrawalId: string) => `withdrawal:${withdrawalId}`;

export const web3Book = productBook({
  name: 'web3',
  balances: 'web3_balances',
  postings: 'web3_postings',
  outside: [LEDGER, CHAIN],
});
