import { sql } from 'kysely';
import { fromUnits, toUnits } from './create-rules.ts';
import type { RedPacketDb, RedPacketTx } from './tables.ts';

/**
 * The red packets' own book. Accounts: `ledger` (what came in from, or went out to, other wallets
 * through the ledger's transfer port: the only account that may go negative), `user:<id>` (a
 * user's red packet wallet, money in transit between a spot or funding wallet and a packet) and
 * `escrow:<code>` (a packet's unclaimed remainder). Every entry sums to zero per asset, so the
 * whole book always does.
 */
export const LEDGER_SIDE = 'ledger';

export function userAccount(userId: number): string {
  return `user:${userId}`;
}

export function escrowAccount(code: string): string {
  return `escrow:${code}`;
}

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

/** Numeric text as signed units (the column keeps at most 8 decimals: the book writes no more). */
export function parseUnits(text: string): bigint {
  const negative = text.startsWith('-');
  const units = toUnits(negative ? text.slice(1) : text);
  if (units === null) throw new Error(`book amount ${text} has more than 8 decimals`);
  return negative ? -units : units;
}

/** Writes one entry inside `tx`; an account other than the ledger side overdrawn aborts it. */
export async function post(tx: RedPacketTx, entry: string, postings: readonly BookPosting[], atMs: number) {
  const sums = new Map<string, bigint>();
  for (const posting of postings) sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + posting.units);
  if ([...sums.values()].some((sum) => sum !== 0n))
    throw new Error(`red packet entry ${entry} does not sum to zero`);
  for (const posting of postings) {
    const amount = fromUnits(posting.units);
    const updated = await sql<{ amount: string }>`
      insert into red_packet_balances (account, asset, amount) values (${posting.account}, ${posting.asset}, ${amount}::numeric)
      on conflict (account, asset) do update set amount = red_packet_balances.amount + excluded.amount
      returning amount::text`.execute(tx);
    const balance = parseUnits(updated.rows[0]?.amount ?? '0');
    if (posting.account !== LEDGER_SIDE && balance < 0n) throw new BookOverdraft(posting.account);
    await tx
      .insertInto('red_packet_postings')
      .values({ entry, account: posting.account, asset: posting.asset, amount, created_at: atMs })
      .execute();
  }
}

/** An account's balance in units. */
export async function balanceOf(
  db: RedPacketDb | RedPacketTx,
  account: string,
  asset: string,
): Promise<bigint> {
  const row = await db
    .selectFrom('red_packet_balances')
    .select(sql<string>`amount::text`.as('amount'))
    .where('account', '=', account)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return parseUnits(row?.amount ?? '0');
}

/** Per asset, what the whole book sums to: zero for every asset when the book is sound. */
export async function bookTotals(db: RedPacketDb): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('red_packet_balances')
    .select(['asset', sql<string>`sum(amount)::text`.as('total')])
    .groupBy('asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, fromUnits(parseUnits(row.total))]));
}
