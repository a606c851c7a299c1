import { COPY_TRADING_ENDPOINTS } from '@tideline/protocol/copy-trading/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { traderOf, type VenueName, venueOf } from '../../platform/trading-account.ts';
import { resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { ensureDemoFunds } from '../markets/index.ts';
import type { CopyTradingService, CopyUser } from './service.ts';

/** Copy trading's routes under /v1/copy-trading (docs/protocol-copy-trading.md §1). */
export async function copyTradingRoutes(app: FastifyInstance, options: { service: CopyTradingService }) {
  const { service } = options;

  async function caller(request: FastifyRequest): Promise<CopyUser> {
    const trader = traderOf(request);
    if (trader.venue === 'demo') await ensureDemoFunds(app.markets, trader.userId);
    return { venue: trader.venue, userId: trader.userId };
  }

  /** Public reads show the venue of the caller's session: a demo session sees the leads' demo trading. */
  async function venueOfCaller(request: FastifyRequest): Promise<VenueName> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return 'live';
    const user = await resolveSession(app.db, token).catch(() => null);
    return user === null ? 'live' : venueOf(user);
  }

  serveEndpoint(app, COPY_TRADING_ENDPOINTS.traders, async (request) =>
    success(request, await service.ranking(await venueOfCaller(request), request.query)),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.trader, async (request) =>
    success(request, await service.trader(await venueOfCaller(request), request.query)),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.applyLead, async (request) =>
    success(request, await service.applyLead(await caller(request), request.body)),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.follow, async (request) =>
    success(request, await service.follow(await caller(request), request.body)),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.unfollow, async (request) =>
    success(request, await service.unfollow(await caller(request), request.body.copyId)),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.copies, async (request) =>
    success(request, await service.copies(await caller(request))),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.records, async (request) =>
    success(request, await service.records(await caller(request), request.query)),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.dashboard, async (request) =>
    success(request, await service.dashboard(await caller(request))),
  );
  serveEndpoint(app, COPY_TRADING_ENDPOINTS.removeFollower, async (request) =>
    success(request, await service.removeFollower(await caller(request), request.body.copyId)),
  );
}
