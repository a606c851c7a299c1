import type { EarnDb } from '../tables.ts';

/** One account's balance of one asset in earn's book, as a number for the tests' comparisons. */
export async function bookBalance(db: EarnDb, account: string, asset = 'USDT'): Promise<number> {
  const row = await db
    .selectFrom('earn_balances')
    .select('amount')
    .where('account', '=', account)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return Number(row?.amount ?? 0);
}
