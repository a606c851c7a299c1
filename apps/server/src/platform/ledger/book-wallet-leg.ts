import { type Kysely, sql } from 'kysely';
import type { VenueName } from '../trading-account.ts';
import { fromUnits, parseSignedUnits, toUnits } from './book-units.ts';
import { BookOverdraft, type ProductBook } from './product-book.ts';
import type { LegRefusal, TransferLeg, UnfinishedTransfer, WalletLeg } from './wallet-leg.ts';

export interface BookWalletOptions {
  /** The wallet's name on the transfer port (`p2p`, `red-packet`, ...). */
  readonly wallet: string;
  readonly book: ProductBook;
  /** The product's legs table: (transfer_id, venue, user_id, asset, amount, counterpart, role, committed, settled). */
  readonly legs: string;
  /** The book's account on the other side of every transfer. */
  readonly ledgerAccount: string;
  /** The book account that is the user's wallet. */
  readonly userAccount: (userId: number) => string;
  readonly now: () => number;
}

interface LegRow {
  transfer_id: string;
  venue: VenueName;
  user_id: number;
  asset: string;
  amount: string;
  counterpart: string;
  role: 'source' | 'destination';
}

/**
 * A product book's user accounts as one wallet of the ledger's transfer port, for the live venue
 * (demo accounts do not use these products). Each step is one transaction of the book with its
 * row in the legs table, so `committed` answers from the row; a crash between steps leaves the row
 * unsettled and the port's `recover` finishes it at the next start. A receive posts only once,
 * however often recovery repeats it: it first flips the row's `committed` under the row's lock.
 */
export function bookWalletLeg<DB>(db: Kysely<DB>, options: BookWalletOptions): WalletLeg {
  const { book, ledgerAccount, userAccount, now } = options;
  const legs = sql.table(options.legs);
  const entryOf = (leg: TransferLeg) => `transfer:${leg.transferId}`;

  const insertLeg = (leg: TransferLeg, role: LegRow['role'], committed: boolean) => sql`
    insert into ${legs} (transfer_id, venue, user_id, asset, amount, counterpart, role, committed, settled)
    values (${leg.transferId}, ${leg.venue}, ${leg.userId}, ${leg.asset}, ${leg.amount}::numeric,
            ${leg.counterpart}, ${role}, ${committed}, false)
    on conflict do nothing`;

  return {
    wallet: options.wallet,

    async balances(venue, userId) {
      if (venue !== 'live') return [];
      const held = await book.holdings(db, userAccount(userId));
      return held.map((row) => ({ asset: row.asset, available: fromUnits(row.units), hold: '0' }));
    },

    async expect(leg): Promise<LegRefusal | undefined> {
      if (leg.venue !== 'live' || toUnits(leg.amount) === null) return 'invalid-amount';
      await insertLeg(leg, 'destination', false).execute(db);
      return undefined;
    },

    async send(leg) {
      const units = toUnits(leg.amount);
      if (leg.venue !== 'live' || units === null) return 'invalid-amount';
      try {
        await db.transaction().execute(async (tx) => {
          await book.post(
            tx,
            entryOf(leg),
            [
              { account: userAccount(leg.userId), asset: leg.asset, units: -units },
              { account: ledgerAccount, asset: leg.asset, units },
            ],
            now(),
          );
          await insertLeg(leg, 'source', true).execute(tx);
        });
        return undefined;
      } catch (error) {
        if (error instanceof BookOverdraft) return 'insufficient-balance';
        throw error;
      }
    },

    async receive(leg) {
      const units = toUnits(leg.amount);
      if (units === null) throw new Error(`transfer ${leg.transferId} has more than 8 decimals`);
      await db.transaction().execute(async (tx) => {
        const marked = await sql`
          update ${legs} set committed = true
          where venue = ${leg.venue} and transfer_id = ${leg.transferId} and not committed`.execute(tx);
        if (marked.numAffectedRows === 0n) return;
        await book.post(
          tx,
          entryOf(leg),
          [
            { account: ledgerAccount, asset: leg.asset, units: -units },
            { account: userAccount(leg.userId), asset: leg.asset, units },
          ],
          now(),
        );
      });
    },

    async settle(leg) {
      await sql`
        update ${legs} set settled = true
        where venue = ${leg.venue} and transfer_id = ${leg.transferId}`.execute(db);
    },

    async committed(leg) {
      const found = await sql<{ committed: boolean }>`
        select committed from ${legs} where venue = ${leg.venue} and transfer_id = ${leg.transferId}`.execute(
        db,
      );
      return found.rows[0]?.committed === true;
    },

    async unfinished(): Promise<UnfinishedTransfer[]> {
      const found = await sql<LegRow>`
        select transfer_id, venue, user_id, asset, amount::text as amount, counterpart, role
        from ${legs} where not settled`.execute(db);
      return found.rows.map((row) => ({
        transferId: row.transfer_id,
        venue: row.venue,
        userId: row.user_id,
        asset: row.asset,
        amount: fromUnits(parseSignedUnits(row.amount)),
        counterpart: row.counterpart,
        role: row.role,
      }));
    },
  };
}
