import { accountIdOf } from '../../../platform/trading-account.ts';
import type { MarketsService } from './markets-service.ts';

/** Virtual funds of a new (or reset) demo account. */
export const DEMO_FUNDS: ReadonlyArray<readonly [asset: string, amount: string]> = [
  ['USDT', '100000'],
  ['BTC', '1'],
  ['ETH', '10'],
];

/** Credits a demo account's virtual funds the first time it is used. */
export async function ensureDemoFunds(markets: MarketsService, userId: number): Promise<void> {
  if (markets.demoGranted.has(userId)) return;
  await markets.transact((tx) => {
    if (markets.demoGranted.has(userId)) return;
    markets.demoGranted.add(userId);
    for (const [asset, amount] of DEMO_FUNDS) {
      tx.apply('demo', { type: 'deposit', accountId: accountIdOf(userId), asset, amount, ts: tx.now });
      tx.stageRecord({
        venue: 'demo',
        user_id: userId,
        kind: 'demo_grant',
        asset,
        amount,
        counterparty: null,
        address: null,
      });
    }
  });
}
