import { Decimal } from '@tideline/core/decimal';
import type { FastifyInstance } from 'fastify';
import { accountIdOf } from '../../../platform/trading-account.ts';
import { DEMO_USER } from '../../accounts/index.ts';
import type { MarketsService } from './markets-service.ts';

/** What the seeded demo user holds on a fresh install, so the first order can be placed at once. */
export const DEMO_USER_SPOT_FUNDS: ReadonlyArray<readonly [asset: string, amount: string]> = [
  ['USDT', '10000'],
  ['BTC', '0.1'],
  ['ETH', '1'],
];
/** USDT moved on from spot to the futures wallet, through the ledger's transfer port. */
export const DEMO_USER_FUTURES_USDT = '5000';

async function hasRecord(markets: MarketsService, userId: number, kind: 'deposit' | 'transfer_out') {
  const row = await markets.db
    .selectFrom('markets_asset_records')
    .select('id')
    .where('venue', '=', 'live')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Funds the demo user once, as a simulated deposit would: journaled deposits from the venue into
 * spot (the futures share included), then a spot -> futures transfer. Each step runs only while
 * its own record is missing, so a restart adds nothing and a crash between the two steps is
 * finished at the next start. Demo-mode funds need nothing here: the demo account receives its
 * grant the first time it is used (service/demo-funds.ts).
 */
export async function fundDemoUser(app: FastifyInstance): Promise<void> {
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_USER.email)
    .executeTakeFirst();
  if (user === undefined) return;
  const markets = app.markets;
  const accountId = accountIdOf(user.id);
  if (!(await hasRecord(markets, user.id, 'deposit'))) {
    await markets.transact((tx) => {
      for (const [asset, spot] of DEMO_USER_SPOT_FUNDS) {
        const amount = asset === 'USDT' ? new Decimal(spot).plus(DEMO_USER_FUTURES_USDT).toFixed() : spot;
        tx.apply('live', { type: 'deposit', accountId, asset, amount, ts: tx.now });
        tx.stageRecord({
          venue: 'live',
          user_id: user.id,
          kind: 'deposit',
          asset,
          amount,
          counterparty: null,
          address: null,
        });
      }
    });
  }
  if (!(await hasRecord(markets, user.id, 'transfer_out'))) {
    const { outcome } = await app.ledger.transfer({
      venue: 'live',
      userId: user.id,
      from: 'spot',
      to: 'futures',
      asset: 'USDT',
      amount: DEMO_USER_FUTURES_USDT,
    });
    if (outcome !== 'done') app.log.warn({ outcome }, 'the demo user futures funding was refused');
  }
}
