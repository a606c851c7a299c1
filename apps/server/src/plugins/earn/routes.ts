import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { traderOf } from '../../platform/trading-account.ts';
import { ensureDemoFunds } from '../markets/index.ts';
import type { EarnService, EarnUser } from './service.ts';

/** Earn's routes under /v1/earn (docs/protocol-earn.md §1). */
export async function earnRoutes(app: FastifyInstance, options: { service: EarnService }) {
  const { service } = options;

  /** The caller; a demo session's first move into earn grants its demo funds as spot would. */
  async function caller(request: FastifyRequest): Promise<EarnUser> {
    const trader = traderOf(request);
    if (trader.venue === 'demo') await ensureDemoFunds(app.markets, trader.userId);
    return { venue: trader.venue, userId: trader.userId };
  }

  serveEndpoint(app, EARN_ENDPOINTS.products, async (request) =>
    success(request, await service.products(request.query)),
  );
  serveEndpoint(app, EARN_ENDPOINTS.aprHistory, async (request) =>
    success(request, await service.aprHistory(request.query.productId)),
  );
  serveEndpoint(app, EARN_ENDPOINTS.subscribe, async (request) =>
    success(request, await service.subscribe(await caller(request), request.body)),
  );
  serveEndpoint(app, EARN_ENDPOINTS.redeem, async (request) =>
    success(request, await service.redeem(await caller(request), request.body)),
  );
  serveEndpoint(app, EARN_ENDPOINTS.autoRenew, async (request) =>
    success(
      request,
      await service.setAutoRenew(await caller(request), request.body.holdingId, request.body.autoRenew),
    ),
  );
  serveEndpoint(app, EARN_ENDPOINTS.holdings, async (request) =>
    success(request, await service.holdings(await caller(request))),
  );
  serveEndpoint(app, EARN_ENDPOINTS.account, async (request) =>
    success(request, await service.account(await caller(request))),
  );
  serveEndpoint(app, EARN_ENDPOINTS.transfer, async (request) =>
    success(request, await service.transfer(await caller(request), request.body)),
  );
  serveEndpoint(app, EARN_ENDPOINTS.records, async (request) =>
    success(request, await service.records(await caller(request), request.query)),
  );
}
