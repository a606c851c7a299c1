import type { EndpointResponse } from '@tideline/protocol/endpoint';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance } from 'fastify';
import { INSURANCE_FUND } from '../../../futures/accounts.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import type { FuturesService } from '../service/futures-service.ts';
import type { FuturesDb } from '../tables.ts';

/** A change of the fund as stored (service/history.ts insuranceRowOf): the record less its symbol. */
type StoredChange = Omit<
  EndpointResponse<typeof FUTURES_ENDPOINTS.insuranceFund>['records'][number],
  'symbol'
>;

/** A stored change of the fund: its contract ('' for the treasury's seed) and its row's data. */
export interface InsuranceChangeRow {
  symbol: string;
  data: unknown;
}

/**
 * The insurance-fund answer: the fund's balance now and its changes (already newest first), as the
 * one-process route and the cluster gateways (cluster/futures-product-insurance.ts) both send it.
 */
export function insuranceFundWire(balance: string, rows: readonly InsuranceChangeRow[]) {
  return {
    balance,
    records: rows.map((row) => ({
      symbol: row.symbol === '' ? null : row.symbol,
      ...(row.data as StoredChange),
    })),
  };
}

/**
 * GET /v1/futures/insurance-fund: the live venue's protection fund, its balance now and every
 * change newest first (the seed from the treasury, what liquidations left it, what gaps past a
 * bankruptcy price and the unwinding of taken-over positions cost or earned it).
 */
export async function futuresInsuranceFundRoutes(
  app: FastifyInstance,
  options: { futures: FuturesService; db: FuturesDb },
) {
  serveEndpoint(app, FUTURES_ENDPOINTS.insuranceFund, async (request) => {
    const { limit, before } = request.query;
    let query = options.db
      .selectFrom('futures_history')
      .select(['symbol', 'data'])
      .where('venue', '=', 'live')
      .where('account_id', '=', INSURANCE_FUND)
      .where('kind', '=', 'insurance');
    if (before !== undefined) query = query.where('ts', '<', before);
    const rows = await query.orderBy('ts', 'desc').orderBy('seq', 'desc').limit(limit).execute();
    return success(
      request,
      insuranceFundWire(options.futures.exchanges.live.ledgerTotal(INSURANCE_FUND), rows),
    );
  });
}
