import { Decimal } from '@tideline/core/decimal';
import { sql } from 'kysely';
import { postingsBalance } from '../../platform/ledger/transfer-port.ts';
import type { ReferralDb, ReferralTx } from './tables.ts';

/**
 * The programme's own book. Accounts: `treasury` (the exchange's side, the only one that may go
 * negative: it seeds and refills the pool), `pool` (pays commission), `user:<id>` (commission
 * earned and not yet moved to the user's spot wallet) and `ledger` (what left the book for spot
 * wallets through the ledger's transfer port). Every entry sums to zero per asset, so the whole
 * book always does.
 */
export const TREASURY = 'treasury';
export const POOL = 'pool';
export const LEDGER_OUT = 'ledger';

export function userAccount(userId: number): string {
  return `user:${userId}`;
}

export interface BookPosting {
  readonly account: string;
  readonly asset: string;
  /** Signed decimal string. */
  readonly amount: string;
}

export class BookOverdraft extends Error {
  constructor(
    readonly account: string,
    readonly asset: string,
  ) {
    super(`${account} would hold less than nothing in ${asset}`);
    this.name = 'BookOverdraft';
  }
}

/** Writes one entry inside `tx`: balances then postings; any non-treasury account overdrawn aborts it. */
export async function post(tx: ReferralTx, entry: string, postings: readonly BookPosting[], atMs: number) {
  if (postings.length === 0) return;
  const asLedger = postings.map((p) => ({ wallet: 'referral', venue: 'live' as const, userId: 0, ...p }));
  if (!postingsBalance(asLedger)) throw new Error(`referral entry ${entry} does not sum to zero`);
  const sums = new Map<string, { account: string; asset: string; amount: Decimal }>();
  for (const posting of postings) {
    const key = `${posting.account}\u0000${posting.asset}`;
    const current = sums.get(key) ?? {
      account: posting.account,
      asset: posting.asset,
      amount: new Decimal(0),
    };
    current.amount = current.amount.plus(posting.amount);
    sums.set(key, current);
  }
  for (const part of chunk([...sums.values()], 2000)) {
    const updated = await sql<{ account: string; asset: string; amount: string }>`
      insert into referral_balances (account, asset, amount)
      select * from unnest(${part.map((p) => p.account)}::text[], ${part.map((p) => p.asset)}::text[], ${part.map((p) => p.amount.toFixed())}::numeric[])
      on conflict (account, asset) do update set amount = referral_balances.amount + excluded.amount
      returning account, asset, amount::text`.execute(tx);
    const overdrawn = updated.rows.find((row) => row.account !== TREASURY && new Decimal(row.amount).lt(0));
    if (overdrawn !== undefined) throw new BookOverdraft(overdrawn.account, overdrawn.asset);
  }
  for (const part of chunk([...sums.values()], 2000))
    await sql`
      insert into referral_postings (entry, account, asset, amount, created_at)
      select ${entry}, a, b, c, ${atMs} from unnest(${part.map((p) => p.account)}::text[], ${part.map((p) => p.asset)}::text[], ${part.map((p) => p.amount.toFixed())}::numeric[]) as t(a, b, c)`.execute(
      tx,
    );
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

export async function balanceOf(
  db: ReferralDb | ReferralTx,
  account: string,
  asset: string,
): Promise<Decimal> {
  const row = await db
    .selectFrom('referral_balances')
    .select('amount')
    .where('account', '=', account)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return new Decimal(row?.amount ?? 0);
}

/** Per asset, what the whole book sums to: zero for every asset when the book is sound. */
export async function bookTotals(db: ReferralDb): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('referral_balances')
    .select(['asset', sql<string>`sum(amount)::text`.as('total')])
    .groupBy('asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, new Decimal(row.total).toFixed()]));
}
