import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSURANCE_FUND } from '../../../futures/accounts.ts';
import { success } from '../../../platform/envelope.ts';
import { apiQuery } from '../../platform/schemas.ts';
import type { FuturesService } from '../service/futures-service.ts';
import type { FuturesDb } from '../tables.ts';

/**
 * GET /v1/futures/insurance-fund: the live venue's protection fund, its balance now and every
 * change newest first (the seed from the treasury, what liquidations left it, what gaps past a
 * bankruptcy price and the unwinding of taken-over positions cost or earned it).
 */
export async function futuresInsuranceFundRoutes(
  app: FastifyInstance,
  options: { futures: FuturesService; db: FuturesDb },
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/futures/insurance-fund',
    {
      schema: {
        tags: ['futures'],
        querystring: apiQuery({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          /** Cursor: only changes older than this time (ms). */
          before: z.coerce.number().int().positive().optional(),
        }),
      },
    },
    async (request) => {
      const { limit, before } = request.query;
      let query = options.db
        .selectFrom('futures_history')
        .select(['symbol', 'data'])
        .where('venue', '=', 'live')
        .where('account_id', '=', INSURANCE_FUND)
        .where('kind', '=', 'insurance');
      if (before !== undefined) query = query.where('ts', '<', before);
      const rows = await query.orderBy('ts', 'desc').orderBy('seq', 'desc').limit(limit).execute();
      return success(request, {
        balance: options.futures.exchanges.live.ledgerTotal(INSURANCE_FUND),
        records: rows.map((row) => ({ symbol: row.symbol === '' ? null : row.symbol, ...row.data })),
      });
    },
  );
}
