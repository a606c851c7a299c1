import { sql } from 'kysely';
import type { FeeSource } from '../../platform/fee-sources.ts';
import { userIdOf } from '../../platform/trading-account.ts';
import type { FuturesDb } from './tables.ts';

/** Futures' trading fees (USDT) for the referral programme: its live fills, summed per account. */
export function futuresFeeSource(db: FuturesDb): FeeSource {
  return {
    name: 'futures',
    async feesBetween(fromMs, toMs) {
      const rows = await db
        .selectFrom('futures_history')
        .select([
          'account_id',
          sql<string>`sum((data->>'fee')::numeric)::text`.as('fee'),
          sql<string>`sum((data->>'price')::numeric * (data->>'size')::numeric)::text`.as('volume'),
        ])
        .where('venue', '=', 'live')
        .where('kind', '=', 'fill')
        .where('ts', '>=', fromMs)
        .where('ts', '<', toMs)
        .groupBy('account_id')
        .execute();
      return rows.flatMap((row) => {
        const userId = userIdOf(row.account_id);
        return userId === undefined || !(Number(row.fee) > 0)
          ? []
          : [{ userId, asset: 'USDT', fee: row.fee, volume: row.volume }];
      });
    },
  };
}
