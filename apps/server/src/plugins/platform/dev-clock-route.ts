import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';

/**
 * POST /v1/dev/clock: the browser tests' way to let a day pass (earn accrual, red packet expiry,
 * referral payouts). server.ts registers it only under NODE_ENV=test, never on `npm start`.
 */
export async function devClockRoute(app: FastifyInstance) {
  serveEndpoint(app, GATEWAY_ENDPOINTS.devClock, async (request) => {
    const now = await app.clock.advance(request.body.seconds * 1000);
    return success(request, { now: now.toISOString(), nowMs: now.getTime() });
  });
}
