import { sql } from 'kysely';
import type { P2pDb, P2pTx } from './tables.ts';
import { fromUnits, parseSigned } from './units.ts';

/**
 * P2P's own book, in units of 1e-8. Accounts: `user:<id>` (a user's P2P funding wallet),
 * `ad:<id>` (what a published sell ad still offers), `order:<id>` (an open order's escrow),
 * `ledger` (the other side of what entered or left through the ledger's transfer port) and
 * `treasury` (the exchange's side: it funds the simulated merchants). Only the two outside sides
 * may go negative. Every entry sums to zero per asset, so the whole book always does.
 */
export const LEDGER = 'ledger';
export const TREASURY = 'treasury';
const OUTSIDE = new Set([LEDGER, TREASURY]);

export const userAccount = (userId: number) => `user:${userId}`;
export const adAccount = (adId: string) => `ad:${adId}`;
export const orderAccount = (orderId: string) => `order:${orderId}`;

export interface BookPosting {
  readonly account: string;
  readonly asset: string;
  /** Signed units of 1e-8. */
  readonly units: bigint;
}

export class BookOverdraft extends Error {
  constructor(readonly account: string) {
    super(`${account} would hold less than nothing`);
    this.name = 'BookOverdraft';
  }
}

/** Moves `units` of `asset` from one account to another as one entry. */
export function move(from: string, to: string, asset: string, units: bigint): BookPosting[] {
  return [
    { account: from, asset, units: -units },
    { account: to, asset, units },
  ];
}

/** Writes one entry inside `tx`; an inside account overdrawn aborts the transaction. */
export async function post(tx: P2pTx, entry: string, postings: readonly BookPosting[], atMs: number) {
  const sums = new Map<string, bigint>();
  for (const posting of postings) sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + posting.units);
  if ([...sums.values()].some((sum) => sum !== 0n))
    throw new Error(`P2P entry ${entry} does not sum to zero`);
  for (const posting of postings) {
    const amount = fromUnits(posting.units);
    const updated = await sql<{ amount: string }>`
      insert into p2p_balances (account, asset, amount) values (${posting.account}, ${posting.asset}, ${amount}::numeric)
      on conflict (account, asset) do update set amount = p2p_balances.amount + excluded.amount
      returning amount::text`.execute(tx);
    if (!OUTSIDE.has(posting.account) && parseSigned(updated.rows[0]?.amount ?? '0') < 0n)
      throw new BookOverdraft(posting.account);
    await tx
      .insertInto('p2p_postings')
      .values({ entry, account: posting.account, asset: posting.asset, amount, created_at: atMs })
      .execute();
  }
}

/** An account's balance in units. */
export async function balanceOf(db: P2pDb | P2pTx, account: string, asset: string): Promise<bigint> {
  const row = await db
    .selectFrom('p2p_balances')
    .select(sql<string>`amount::text`.as('amount'))
    .where('account', '=', account)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return parseSigned(row?.amount ?? '0');
}

/** Per asset, what the whole book sums to: zero for every asset when the book is sound. */
export async function bookTotals(db: P2pDb): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('p2p_balances')
    .select(['asset', sql<string>`sum(amount)::text`.as('total')])
    .groupBy('asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, fromUnits(parseSigned(row.total))]));
}
