import { sql } from 'kysely';
import { fromUnits, parseSignedUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { BookOverdraft } from '../../platform/ledger/product-book.ts';
import type { LegRefusal, TransferLeg, WalletLeg } from '../../platform/ledger/wallet-leg.ts';
import { LEDGER_OUT, referralBook, userAccount } from './book.ts';
import type { ReferralDb } from './tables.ts';

export const REFERRAL_WALLET = 'referral';

/**
 * The programme's wallet as the ledger's transfer port sees it: a user's commission not yet moved
 * to spot. Money only leaves it (commission comes from the pool, inside the book), so it refuses
 * to be a destination; a send is one book entry, user -> ledger, with the leg's row in the same
 * transaction, so `committed` answers from the book. The row stays unsettled until the transfer
 * port settles it: a crash before spot's receive leaves it in `unfinished`, and the port's
 * `recover` credits spot at the next start.
 */
export function referralWalletLeg(db: ReferralDb, now: () => number): WalletLeg {
  return {
    wallet: REFERRAL_WALLET,
    async balances(venue, userId) {
      if (venue !== 'live') return [];
      const held = await referralBook.holdings(db, userAccount(userId));
      return held.map((row) => ({ asset: row.asset, available: fromUnits(row.units), hold: '0' }));
    },
    expect: async (): Promise<LegRefusal> => 'invalid-amount',
    async send(leg: TransferLeg) {
      const units = toUnits(leg.amount);
      if (leg.venue !== 'live') return 'insufficient-balance';
      if (units === null) return 'invalid-amount';
      try {
        await db.transaction().execute(async (tx) => {
          await referralBook.post(
            tx,
            `transfer:${leg.transferId}`,
            [
              { account: userAccount(leg.userId), asset: leg.asset, units: -units },
              { account: LEDGER_OUT, asset: leg.asset, units },
            ],
            now(),
          );
          await tx
            .insertInto('referral_transfer_legs')
            .values({
              settled: false,
              transfer_id: leg.transferId,
              venue: leg.venue,
              user_id: leg.userId,
              asset: leg.asset,
              amount: leg.amount,
            })
            .execute();
        });
        return undefined;
      } catch (error) {
        if (error instanceof BookOverdraft) return 'insufficient-balance';
        throw error;
      }
    },
    async receive() {
      throw new Error('the referral wallet never receives a transfer');
    },
    async settle(leg) {
      await db
        .updateTable('referral_transfer_legs')
        .set({ settled: true })
        .where('venue', '=', leg.venue)
        .where('transfer_id', '=', leg.transferId)
        .execute();
    },
    async committed(leg) {
      const row = await sql<{ found: number }>`
        select 1 as found from referral_transfer_legs where venue = ${leg.venue} and transfer_id = ${leg.transferId}`.execute(
        db,
      );
      return row.rows.length > 0;
    },
    async unfinished() {
      const rows = await db
        .selectFrom('referral_transfer_legs')
        .selectAll()
        .where('settled', '=', false)
        .execute();
      return rows.map((row) => ({
        transferId: row.transfer_id,
        venue: row.venue,
        userId: row.user_id,
        asset: row.asset,
        amount: fromUnits(parseSignedUnits(String(row.amount))),
        counterpart: 'spot',
        role: 'source' as const,
      }));
    },
  };
}
