import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../../platform/envelope.ts';
import { recordQuery } from '../../markets/routes/spot-trading.ts';
import { traderOf } from '../../markets/routes/user-context.ts';
import type { FuturesDb, HistoryKind } from '../tables.ts';
import { contractSymbol } from './market-data.ts';

const pageQuery = recordQuery({
  symbol: contractSymbol.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Cursor: only rows older than this time (ms). */
  before: z.coerce.number().int().positive().optional(),
});

const paths: ReadonlyArray<readonly [path: string, kind: HistoryKind]> = [
  ['/futures/orders/history', 'order'],
  ['/futures/fills', 'fill'],
  ['/futures/funding', 'funding'],
  ['/futures/liquidations', 'liquidation'],
  ['/futures/positions/history', 'position'],
];

/** Finished orders, fills, funding payments and liquidations, newest first, from the history rows. */
export async function futuresHistoryRoutes(app: FastifyInstance, options: { db: FuturesDb }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, kind] of paths) {
    route.get(
      path,
      { preHandler: app.requireUser, schema: { tags: ['futures'], querystring: pageQuery } },
      async (request) => {
        const trader = traderOf(request);
        const { symbol, limit, before, startTime, endTime } = request.query;
        let query = options.db
          .selectFrom('futures_history')
          .select(['symbol', 'data'])
          .where('venue', '=', trader.venue)
          .where('account_id', '=', trader.accountId)
          .where('kind', '=', kind);
        if (symbol !== undefined) query = query.where('symbol', '=', symbol);
        if (startTime !== undefined) query = query.where('ts', '>=', startTime);
        if (endTime !== undefined) query = query.where('ts', '<=', endTime);
        if (before !== undefined) query = query.where('ts', '<', before);
        const rows = await query
          .orderBy('ts', 'desc')
          .orderBy('seq', 'desc')
          .orderBy('position', 'desc')
          .limit(limit)
          .execute();
        return success(
          request,
          rows.map((row) => {
            const data = row.data as Record<string, unknown>;
            return {
              symbol: row.symbol,
              ...data,
              ...(typeof data.orderId === 'number' ? { orderId: String(data.orderId) } : {}),
              ...(typeof data.tradeId === 'number' ? { tradeId: String(data.tradeId) } : {}),
            };
          }),
        );
      },
    );
  }
}
