import { productBook } from '../../platform/ledger/product-book.ts';

/**
 * The red packets' own book (the shared product book, in units of 1e-8). Accounts: `ledger` (what
 * came in from, or went out to, other wallets through the ledger's transfer port: the only account
 * that may go negative), `user:<id>` (a user's red packet wallet, money in transit between a spot
 * or funding wallet and a packet) and `escrow:<code>` (a packet's unclaimed remainder).
 */
export const LEDGER_SIDE = 'ledger';

export function userAccount(userId: number): string {
  return `user:${userId}`;
}

export function escrowAccount(code: string): string {
  return `escrow:${code}`;
}

export const redPacketBook = productBook({
  name: 'red packet',
  balances: 'red_packet_balances',
  postings: 'red_packet_postings',
  outside: [LEDGER_SIDE],
});
