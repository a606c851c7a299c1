import { RED_PACKET_ENDPOINTS } from '@tideline/protocol/red-packets/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { traderOf } from '../../platform/trading-account.ts';
import { resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { RedPacketCode } from './codes.ts';
import { RedPacketError } from './errors.ts';
import type { GuessLimit } from './guess-limit.ts';
import type { RedPacketService } from './service.ts';
import type { RedPacketDb } from './tables.ts';
import { packetViews, receivedCodes, sentCodes } from './views.ts';

export interface RedPacketRouteOptions {
  db: RedPacketDb;
  service: RedPacketService;
  guesses: GuessLimit;
}

/** The /v1/redpacket calls (docs/protocol-red-packets.md). */
export async function redPacketRoutes(app: FastifyInstance, options: RedPacketRouteOptions) {
  const { db, service, guesses } = options;
  const now = () => app.clock.nowMs();

  async function optionalUserId(request: FastifyRequest): Promise<number | undefined> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    const user = await resolveSession(app.db, token).catch(() => null);
    return user?.userId;
  }

  /** Looks a code up for `caller`, counting an unknown one against the guessing limit. */
  async function known(caller: string, code: string, viewerId: number | undefined) {
    if (guesses.blocked(caller, now())) throw new RedPacketError(RedPacketCode.tooManyGuesses);
    const [view] = await packetViews(db, app.db, [code], viewerId);
    if (view === undefined) {
      guesses.miss(caller, now());
      throw new RedPacketError(RedPacketCode.unknownPacket);
    }
    return view;
  }

  serveEndpoint(app, RED_PACKET_ENDPOINTS.create, async (request) => {
    const trader = traderOf(request);
    const code = await service.create(trader, request.body);
    const [view] = await packetViews(db, app.db, [code], trader.userId);
    return success(request, view!);
  });

  serveEndpoint(app, RED_PACKET_ENDPOINTS.claim, async (request) => {
    const trader = traderOf(request);
    await known(`user:${trader.userId}`, request.body.code, trader.userId);
    await service.claim(trader, request.body.code);
    const [view] = await packetViews(db, app.db, [request.body.code], trader.userId);
    return success(request, view!);
  });

  serveEndpoint(app, RED_PACKET_ENDPOINTS.show, async (request) => {
    const viewerId = await optionalUserId(request);
    const caller = viewerId === undefined ? `ip:${request.ip}` : `user:${viewerId}`;
    return success(request, await known(caller, request.query.code, viewerId));
  });

  serveEndpoint(app, RED_PACKET_ENDPOINTS.sent, async (request) => {
    const userId = request.user!.userId;
    return success(request, await packetViews(db, app.db, await sentCodes(db, userId), userId));
  });

  serveEndpoint(app, RED_PACKET_ENDPOINTS.received, async (request) => {
    const userId = request.user!.userId;
    return success(request, await packetViews(db, app.db, await receivedCodes(db, userId), userId));
  });
}
