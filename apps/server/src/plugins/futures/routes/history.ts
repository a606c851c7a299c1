import type { Endpoint } from '@tideline/protocol/endpoint';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { traderOf } from '../../../platform/trading-account.ts';
import type { FuturesDb, HistoryKind } from '../tables.ts';

const { orderHistory, fills, funding, liquidations, positionHistory } = FUTURES_ENDPOINTS;

/** The record pages share their query; each row's answer schema is its kind's record. */
type RecordPage = Endpoint<NonNullable<typeof orderHistory.query>>;

/** Each record page and the history kind it lists. */
export const FUTURES_RECORD_PAGES: ReadonlyArray<readonly [endpoint: RecordPage, kind: HistoryKind]> = [
  [orderHistory, 'order'],
  [fills, 'fill'],
  [funding, 'funding'],
  [liquidations, 'liquidation'],
  [positionHistory, 'position'],
];

/** Finished orders, fills, funding payments and liquidations, newest first, from the history rows. */
export async function futuresHistoryRoutes(app: FastifyInstance, options: { db: FuturesDb }) {
  for (const [endpoint, kind] of FUTURES_RECORD_PAGES) {
    serveEndpoint(app, endpoint, async (request) => {
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
        rows.map((row) => historyRecordWire(row.symbol, row.data as Record<string, unknown>)),
      );
    });
  }
}

/**
 * A stored history row as its page answers it (the rows are the history writer's,
 * service/history.ts): ids go out as strings and the row's answer schema checks the rest as it
 * serialises them.
 */
export function historyRecordWire(symbol: string, data: Record<string, unknown>) {
  return {
    symbol,
    ...data,
    ...(typeof data.orderId === 'number' ? { orderId: String(data.orderId) } : {}),
    ...(typeof data.tradeId === 'number' ? { tradeId: String(data.tradeId) } : {}),
  };
}
