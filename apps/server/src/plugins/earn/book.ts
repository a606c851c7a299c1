import { sql } from 'kysely';
import { fromUnits } from './rules.ts';
import type { EarnDb, EarnTx } from './tables.ts';

/**
 * Earn's own book, in integer units of 1e-8. Accounts: `treasury` (the exchange's side: it seeds
 * the pool), `pool` (pays interest), `holding:<id>` (a holding's principal), `user:<venue>:<id>`
 * (interest and matured principal not yet moved to spot) and `ledger` (the other side of what
 * entered or left the book through the ledger's transfer port). Only the two outside sides,
 * treasury and ledger, may go negative. Every entry sums to zero per asset, so the whole book
 * always does.
 */
export const TREASURY = 'treasury';
export const POOL = 'pool';
export const LEDGER = 'ledger';
const OUTSIDE = new Set([TREASURY, LEDGER]);

export function holdingAccount(holdingId: number | string): string {
  return `holding:${holdingId}`;
}

export function userAccount(venue: string, userId: number): string {
  return `user:${venue}:${userId}`;
}

export interface BookPosting {
  readonly account: string;
  readonly asset: string;
  readonly units: bigint;
}

export class BookOverdraft extends Error {
  constructor(readonly account: string) {
    super(`${account} would hold less than nothing`);
    this.name = 'BookOverdraft';
  }
}

/** Writes one entry inside `tx`, refusing one that does not sum to zero or overdraws an inside account. */
export async function post(tx: EarnTx, entry: string, postings: readonly BookPosting[], atMs: number) {
  const perAsset = new Map<string, bigint>();
  const perAccount = new Map<string, BookPosting>();
  for (const posting of postings) {
    perAsset.set(posting.asset, (perAsset.get(posting.asset) ?? 0n) + posting.units);
    const key = `${posting.account}\u0000${posting.asset}`;
    const units = (perAccount.get(key)?.units ?? 0n) + posting.units;
    perAccount.set(key, { ...posting, units });
  }
  if ([...perAsset.values()].some((total) => total !== 0n))
    throw new Error(`earn entry ${entry} does not sum to zero`);
  const rows = [...perAccount.values()].filter((posting) => posting.units !== 0n);
  if (rows.length === 0) return;
  const accounts = rows.map((row) => row.account);
  const assets = rows.map((row) => row.asset);
  const amounts = rows.map((row) => fromUnits(row.units));
  const updated = await sql<{ account: string; amount: string }>`
    insert into earn_balances (account, asset, amount)
    select * from unnest(${accounts}::text[], ${assets}::text[], ${amounts}::numeric[])
    on conflict (account, asset) do update set amount = earn_balances.amount + excluded.amount
    returning account, amount::text`.execute(tx);
  const overdrawn = updated.rows.find((row) => !OUTSIDE.has(row.account) && row.amount.startsWith('-'));
  if (overdrawn !== undefined) throw new BookOverdraft(overdrawn.account);
  await sql`
    insert into earn_postings (entry, account, asset, amount, created_at)
    select ${entry}, a, b, c, ${atMs} from unnest(${accounts}::text[], ${assets}::text[], ${amounts}::numeric[]) as t(a, b, c)`.execute(
    tx,
  );
}

/** Per asset, what the whole book sums to: zero for every asset when the book is sound. */
export async function bookTotals(db: EarnDb): Promise<Map<string, string>> {
  const rows = await sql<{ asset: string; total: string }>`
    select asset, sum(amount)::text as total from earn_balances group by asset`.execute(db);
  return new Map(rows.rows.map((row) => [row.asset, row.total]));
}
