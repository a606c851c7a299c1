/**
 * The product's `GET /v1/futures/insurance-fund` on a cluster gateway (docs/scale-out.md, "Futures"):
 * each contract engine keeps its contract's insurance fund, so the venue's fund is their sum, asked
 * of every engine, and its changes come from the futures result stream (FuturesProductHistory, each
 * change's balance the engines' funds added up at that point). Answered with the one-process route's
 * builder, so both send the same shape.
 */
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance } from 'fastify';
import { INSURANCE_FUND } from '../futures/accounts.ts';
import { serveEndpoint } from '../platform/endpoint-route.ts';
import { success } from '../platform/envelope.ts';
import { insuranceFundWire } from '../plugins/futures/routes/insurance-fund.ts';
import { sumUnits } from './futures-account-views.ts';
import { CLUSTER_FUTURES_SYMBOLS } from './futures-config.ts';
import type { FuturesRouteKit } from './futures-product-routes.ts';
import type { FuturesEngineView } from './futures-symbol-engine.ts';

/** One contract engine's insurance fund, from its view's ledger totals. */
export const engineInsuranceFund = (view: FuturesEngineView): string =>
  view.totals.find((entry) => entry.account === INSURANCE_FUND)?.total ?? '0';

export function futuresProductInsuranceRoutes(api: FastifyInstance, kit: FuturesRouteKit): void {
  serveEndpoint(api, FUTURES_ENDPOINTS.insuranceFund, async (request) => {
    const views = await Promise.all(CLUSTER_FUTURES_SYMBOLS.map((symbol) => kit.ledgerView(symbol)));
    const balance = sumUnits(views.map(engineInsuranceFund));
    return success(
      request,
      insuranceFundWire(balance, kit.deps.gateway.history.insuranceChanges(request.query)),
    );
  });
}
