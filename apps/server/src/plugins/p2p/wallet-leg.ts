import { sql } from 'kysely';
import type { LegRefusal, TransferLeg, WalletLeg } from '../../platform/ledger/wallet-leg.ts';
import { BookOverdraft, LEDGER, post, userAccount } from './book.ts';
import type { P2pDb } from './tables.ts';
import { fromUnits, parseSigned, toUnits } from './units.ts';

export const P2P_WALLET = 'p2p';

/**
 * The P2P funding wallet as the ledger's transfer port sees it: what a user moved in from spot to
 * trade P2P (ads locked and order escrows are other accounts of the book, so `available` is what
 * the user may still move out or lock). Each step is one transaction of the book with its leg row,
 * so `committed` answers from the row; a crash between steps leaves the row unsettled and the
 * port's `recover` finishes it at the next start. Live venue only: demo accounts do not trade P2P.
 */
export function p2pWalletLeg(db: P2pDb, now: () => number): WalletLeg {
  const units = (leg: TransferLeg) => toUnits(leg.amount);
  return {
    wallet: P2P_WALLET,
    async balances(venue, userId) {
      if (venue !== 'live') return [];
      const rows = await db
        .selectFrom('p2p_balances')
        .select(['asset', sql<string>`amount::text`.as('amount')])
        .where('account', '=', userAccount(userId))
        .where('amount', '>', '0')
        .orderBy('asset')
        .execute();
      return rows.map((row) => ({
        asset: row.asset,
        available: fromUnits(parseSigned(row.amount)),
        hold: '0',
      }));
    },
    async expect(leg): Promise<LegRefusal | undefined> {
      if (leg.venue !== 'live' || units(leg) === null) return 'invalid-amount';
      await db
        .insertInto('p2p_transfer_legs')
        .values({ ...row(leg), role: 'destination', committed: false, settled: false })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return undefined;
    },
    async send(leg) {
      const amount = units(leg);
      if (leg.venue !== 'live' || amount === null) return 'invalid-amount';
      try {
        await db.transaction().execute(async (tx) => {
          await post(
            tx,
            `transfer:${leg.transferId}`,
            [
              { account: userAccount(leg.userId), asset: leg.asset, units: -amount },
              { account: LEDGER, asset: leg.asset, units: amount },
            ],
            now(),
          );
          await tx
            .insertInto('p2p_transfer_legs')
            .values({ ...row(leg), role: 'source', committed: true, settled: false })
            .execute();
        });
        return undefined;
      } catch (error) {
        if (error instanceof BookOverdraft) return 'insufficient-balance';
        throw error;
      }
    },
    async receive(leg) {
      const amount = units(leg);
      if (amount === null) throw new Error(`transfer ${leg.transferId} has more than 8 decimals`);
      await db.transaction().execute(async (tx) => {
        // Only the first receive of a transfer credits: recovery may call it again.
        const marked = await tx
          .updateTable('p2p_transfer_legs')
          .set({ committed: true })
          .where('venue', '=', leg.venue)
          .where('transfer_id', '=', leg.transferId)
          .where('committed', '=', false)
          .executeTakeFirst();
        if (marked.numUpdatedRows === 0n) return;
        await post(
          tx,
          `transfer:${leg.transferId}`,
          [
            { account: LEDGER, asset: leg.asset, units: -amount },
            { account: userAccount(leg.userId), asset: leg.asset, units: amount },
          ],
          now(),
        );
      });
    },
    async settle(leg) {
      await db
        .updateTable('p2p_transfer_legs')
        .set({ settled: true })
        .where('venue', '=', leg.venue)
        .where('transfer_id', '=', leg.transferId)
        .execute();
    },
    async committed(leg) {
      const found = await db
        .selectFrom('p2p_transfer_legs')
        .select('committed')
        .where('venue', '=', leg.venue)
        .where('transfer_id', '=', leg.transferId)
        .executeTakeFirst();
      return found?.committed === true;
    },
    async unfinished() {
      const rows = await db
        .selectFrom('p2p_transfer_legs')
        .selectAll()
        .where('settled', '=', false)
        .execute();
      return rows.map((found) => ({
        transferId: found.transfer_id,
        venue: found.venue,
        userId: found.user_id,
        asset: found.asset,
        amount: fromUnits(parseSigned(found.amount)),
        counterpart: found.counterpart,
        role: found.role,
      }));
    },
  };
}

function row(leg: TransferLeg) {
  return {
    transfer_id: leg.transferId,
    venue: leg.venue,
    user_id: leg.userId,
    asset: leg.asset,
    amount: leg.amount,
    counterpart: leg.counterpart,
  };
}
