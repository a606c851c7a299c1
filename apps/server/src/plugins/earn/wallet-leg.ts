import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { BookOverdraft } from '../../platform/ledger/product-book.ts';
import type { LegRefusal, TransferLeg, WalletLeg } from '../../platform/ledger/wallet-leg.ts';
import { earnBook, LEDGER, userAccount } from './book.ts';
import type { EarnDb } from './tables.ts';
import { earnBalances } from './views.ts';

export const EARN_WALLET = 'earn';

function entryOf(leg: TransferLeg): string {
  return `transfer:${leg.venue}:${leg.transferId}`;
}

/**
 * The earn wallet as the ledger's transfer port sees it: per asset, the user's book account
 * (interest and returned principal, `available`) and the principal in active holdings (`hold`,
 * which never moves by transfer). A send or a receive is one book entry, user <-> ledger, tagged
 * with the transfer, in the same transaction as the leg's row, so `committed` answers from the
 * book and a repeated receive after a crash posts nothing twice. Rows stay unsettled until the
 * port settles them, so `recover` finishes a transfer a crash cut between its legs.
 */
export function earnWalletLeg(db: EarnDb, now: () => number): WalletLeg {
  const hasEntry = (leg: TransferLeg) => earnBook.hasEntry(db, entryOf(leg));

  async function note(leg: TransferLeg, role: 'source' | 'destination', tx: EarnDb) {
    await tx
      .insertInto('earn_transfer_legs')
      .values({
        venue: leg.venue,
        transfer_id: leg.transferId,
        user_id: leg.userId,
        asset: leg.asset,
        amount: leg.amount,
        role,
        settled: false,
      })
      .onConflict((conflict) => conflict.columns(['venue', 'transfer_id']).doNothing())
      .execute();
  }

  return {
    wallet: EARN_WALLET,
    async balances(venue, userId) {
      const rows = await earnBalances(db, venue, userId);
      return rows.map((row) => ({ asset: row.asset, available: row.available, hold: row.held }));
    },
    async expect(leg) {
      if (toUnits(leg.amount) === null) return 'invalid-amount';
      await note(leg, 'destination', db);
      return undefined;
    },
    async send(leg): Promise<LegRefusal | undefined> {
      const units = toUnits(leg.amount);
      if (units === null) return 'invalid-amount';
      try {
        await db.transaction().execute(async (tx) => {
          await earnBook.post(
            tx,
            entryOf(leg),
            [
              { account: userAccount(leg.venue, leg.userId), asset: leg.asset, units: -units },
              { account: LEDGER, asset: leg.asset, units },
            ],
            now(),
          );
          await note(leg, 'source', tx);
        });
        return undefined;
      } catch (error) {
        if (error instanceof BookOverdraft) return 'insufficient-balance';
        throw error;
      }
    },
    async receive(leg) {
      const units = toUnits(leg.amount) as bigint;
      await db.transaction().execute(async (tx) => {
        if (await earnBook.hasEntry(tx, entryOf(leg))) return;
        await earnBook.post(
          tx,
          entryOf(leg),
          [
            { account: LEDGER, asset: leg.asset, units: -units },
            { account: userAccount(leg.venue, leg.userId), asset: leg.asset, units },
          ],
          now(),
        );
      });
    },
    async settle(leg) {
      await db
        .updateTable('earn_transfer_legs')
        .set({ settled: true })
        .where('venue', '=', leg.venue)
        .where('transfer_id', '=', leg.transferId)
        .execute();
    },
    committed: hasEntry,
    async unfinished() {
      const rows = await db
        .selectFrom('earn_transfer_legs')
        .selectAll()
        .where('settled', '=', false)
        .execute();
      return rows.map((row) => ({
        transferId: row.transfer_id,
        venue: row.venue,
        userId: row.user_id,
        asset: row.asset,
        amount: fromUnits(toUnits(row.amount) ?? 0n),
        counterpart: 'spot',
        role: row.role,
      }));
    },
  };
}
