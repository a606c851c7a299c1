import { sql } from 'kysely';
import type { FeeSource } from '../../platform/fee-sources.ts';
import type { MarketsDb } from './tables.ts';

/** Spot's trading fees for the referral programme: its live fills, summed per user and fee asset. */
export function spotFeeSource(db: MarketsDb): FeeSource {
  return {
    name: 'spot',
    async feesBetween(fromMs, toMs) {
      const rows = await db
        .selectFrom('markets_fills')
        .select([
          'user_id',
          'fee_asset',
          sql<string>`sum(fee)::text`.as('fee'),
          sql<string>`sum(quote_amount)::text`.as('volume'),
        ])
        .where('venue', '=', 'live')
        .where('created_at', '>=', fromMs)
        .where('created_at', '<', toMs)
        .where('fee', '>', '0')
        .groupBy(['user_id', 'fee_asset'])
        .execute();
      return rows.map((row) => ({
        userId: row.user_id,
        asset: row.fee_asset,
        fee: row.fee,
        volume: row.volume,
      }));
    },
  };
}
