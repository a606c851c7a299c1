import { productBook } from '../../platform/ledger/product-book.ts';

/**
 * P2P's own book (the shared product book, in units of 1e-8). Accounts: `user:<id>` (a user's P2P
 * funding wallet), `ad:<id>` (what a published sell ad still offers), `order:<id>` (an open
 * order's escrow), `ledger` (the other side of what entered or left through the ledger's transfer
 * port) and `treasury` (the exchange's side: it funds the simulated merchants). Only the two
 * outside sides may go negative.
 */
export const LEDGER = 'ledger';
export const TREASURY = 'treasury';

export const userAccount = (userId: number) => `user:${userId}`;
export const adAccount = (adId: string) => `ad:${adId}`;
export const orderAccount = (orderId: string) => `order:${orderId}`;

export const p2pBook = productBook({
  name: 'P2P',
  balances: 'p2p_balances',
  postings: 'p2p_postings',
  outside: [LEDGER, TREASURY],
});
