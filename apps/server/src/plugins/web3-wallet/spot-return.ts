import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { userAccount } from './book.ts';
import { WEB3_WALLET } from './wallet-leg.ts';

export const SPOT_WALLET = 'spot';

/**
 * Moves what a user's pass-through account holds to their spot account (a credited deposit, a
 * refunded withdrawal, or what a crash left between the two transfers of a withdrawal).
 */
export async function returnToSpot(app: FastifyInstance, userId?: number): Promise<void> {
  const found = await sql<{ account: string; asset: string; amount: string }>`
    select account, asset, amount::text as amount from web3_balances
    where account like 'user:%' and amount > 0
    ${userId === undefined ? sql`` : sql`and account = ${userAccount(userId)}`}`.execute(app.db);
  for (const row of found.rows) {
    const moved = await app.ledger.transfer({
      venue: 'live',
      userId: Number(row.account.slice('user:'.length)),
      from: WEB3_WALLET,
      to: SPOT_WALLET,
      asset: row.asset,
      amount: row.amount,
    });
    if (moved.outcome !== 'done')
      app.log.warn({ account: row.account, outcome: moved.outcome }, 'web3 return to spot refused');
  }
}
