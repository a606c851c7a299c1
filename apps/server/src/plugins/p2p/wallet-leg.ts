import type { Kysely } from 'kysely';
import { bookWalletLeg } from '../../platform/ledger/book-wallet-leg.ts';
import type { WalletLeg } from '../../platform/ledger/wallet-leg.ts';
import { FUNDING_WALLET } from '../../platform/ledger/wallet-names.ts';
import { LEDGER, p2pBook, userAccount } from './book.ts';

/** P2P's wallet is the platform's funding wallet. */
export const P2P_WALLET = FUNDING_WALLET;

/**
 * The P2P funding wallet on the ledger's transfer port: what a user moved in from spot to trade
 * P2P. Ads locked and order escrows are other accounts of the book, so its balance is what the
 * user may still move out or lock.
 */
export function p2pWalletLeg<DB>(db: Kysely<DB>, now: () => number): WalletLeg {
  return bookWalletLeg(db, {
    wallet: P2P_WALLET,
    book: p2pBook,
    legs: 'p2p_transfer_legs',
    ledgerAccount: LEDGER,
    userAccount,
    now,
  });
}
