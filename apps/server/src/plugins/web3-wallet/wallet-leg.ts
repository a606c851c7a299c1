import type { Kysely } from 'kysely';
import { bookWalletLeg } from '../../platform/ledger/book-wallet-leg.ts';
import type { WalletLeg } from '../../platform/ledger/wallet-leg.ts';
import { LEDGER, userAccount, web3Book } from './book.ts';

export const WEB3_WALLET = 'web3';

/**
 * The web3 wallet on the ledger's transfer port. Its user account only passes money through: a
 * withdrawal moves spot -> web3 and on to its own account at once, a credited deposit moves on to
 * spot, and a start returns whatever a crash left there to spot.
 */
export function web3WalletLeg<DB>(db: Kysely<DB>, now: () => number): WalletLeg {
  return bookWalletLeg(db, {
    wallet: WEB3_WALLET,
    book: web3Book,
    legs: 'web3_transfer_legs',
    ledgerAccount: LEDGER,
    userAccount,
    now,
  });
}
