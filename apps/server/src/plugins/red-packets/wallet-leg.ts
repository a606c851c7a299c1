import type { Kysely } from 'kysely';
import { bookWalletLeg } from '../../platform/ledger/book-wallet-leg.ts';
import type { WalletLeg } from '../../platform/ledger/wallet-leg.ts';
import { LEDGER_SIDE, redPacketBook, userAccount } from './book.ts';

export const RED_PACKET_WALLET = 'red-packet';

/**
 * The red packet wallet on the ledger's transfer port: a user's money in transit between a spot or
 * funding wallet and a packet (creation brings the total in, claims and refunds take it out).
 */
export function redPacketWalletLeg<DB>(db: Kysely<DB>, now: () => number): WalletLeg {
  return bookWalletLeg(db, {
    wallet: RED_PACKET_WALLET,
    book: redPacketBook,
    legs: 'red_packet_transfer_legs',
    ledgerAccount: LEDGER_SIDE,
    userAccount,
    now,
  });
}
