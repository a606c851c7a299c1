import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { P2P_CRYPTOS } from '@tideline/protocol/p2p/markets';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { fromUnits } from '../../platform/ledger/book-units.ts';
import { traderOf } from '../../platform/trading-account.ts';
import { resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { adAccount, p2pBook, userAccount } from './book.ts';
import { chatOf, sendChat } from './chat.ts';
import { chatImageRoutes } from './chat-image-routes.ts';
import { P2pCode } from './codes.ts';
import { P2pError } from './errors.ts';
import { p2pRecords } from './records.ts';
import type { P2pService } from './service.ts';
import type { P2pSettings } from './settings.ts';
import type { P2pDb } from './tables.ts';
import { adViews, merchantProfile, methodWire, orderView } from './views.ts';

export interface P2pRouteOptions {
  db: P2pDb;
  service: P2pService;
  settings: P2pSettings;
}

/** The /v1/p2p calls (docs/protocol-p2p.md). */
export async function p2pRoutes(app: FastifyInstance, options: P2pRouteOptions) {
  const { db, service, settings } = options;
  const now = () => app.clock.nowMs();

  async function optionalUserId(request: FastifyRequest): Promise<number | undefined> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    const user = await resolveSession(app.db, token).catch(() => null);
    return user?.userId;
  }

  const live = (request: FastifyRequest) => service.liveOnly(traderOf(request));

  async function adView(adId: string, userId: number) {
    const ad = await db.selectFrom('p2p_ads').selectAll().where('id', '=', adId).executeTakeFirstOrThrow();
    const [view] = await adViews(service, db, app.db, [ad], userId, now());
    return view!;
  }

  async function orderAnswer(orderId: string, userId: number) {
    return orderView(service, app.db, await service.orderOf(userId, orderId), userId);
  }

  async function wallet(userId: number) {
    const ads = await db
      .selectFrom('p2p_ads')
      .select(['id', 'crypto'])
      .where('user_id', '=', userId)
      .where('funded', '=', true)
      .execute();
    return Promise.all(
      P2P_CRYPTOS.map(async (asset) => {
        let inAds = 0n;
        for (const ad of ads.filter((row) => row.crypto === asset))
          inAds += await p2pBook.balanceOf(db, adAccount(ad.id), asset);
        return {
          asset,
          available: fromUnits(await p2pBook.balanceOf(db, userAccount(userId), asset)),
          inAds: fromUnits(inAds),
        };
      }),
    );
  }

  async function methods(userId: number) {
    const rows = await db
      .selectFrom('p2p_payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .where('removed', '=', false)
      .orderBy('created_at')
      .execute();
    return rows.map(methodWire);
  }

  serveEndpoint(app, P2P_ENDPOINTS.ads, async (request) => {
    const { amount, ...market } = request.query;
    const rows = await service.marketList(market, amount);
    return success(request, await adViews(service, db, app.db, rows, await optionalUserId(request), now()));
  });

  serveEndpoint(app, P2P_ENDPOINTS.myAds, async (request) => {
    const userId = live(request);
    const rows = await db
      .selectFrom('p2p_ads')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
    return success(request, await adViews(service, db, app.db, rows, userId, now()));
  });

  serveEndpoint(app, P2P_ENDPOINTS.createAd, async (request) => {
    const trader = traderOf(request);
    return success(request, await adView(await service.createAd(trader, request.body), trader.userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.editAd, async (request) => {
    const { adId, ...fields } = request.body;
    await service.editAd(traderOf(request), adId, fields);
    return success(request, await adView(adId, request.user!.userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.publishAd, async (request) => {
    await service.publishAd(traderOf(request), request.body.adId);
    return success(request, await adView(request.body.adId, request.user!.userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.offlineAd, async (request) => {
    await service.offlineAd(traderOf(request), request.body.adId);
    return success(request, await adView(request.body.adId, request.user!.userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.closeAd, async (request) => {
    await service.closeAd(traderOf(request), request.body.adId);
    return success(request, await adView(request.body.adId, request.user!.userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.putCoin, async (request) => {
    await service.putCoin(traderOf(request), request.body.adId, request.body.amount);
    return success(request, await adView(request.body.adId, request.user!.userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.take, async (request) => {
    const trader = traderOf(request);
    const orderId = await service.take(trader, request.body.adId, request.body.fiatAmount);
    return success(request, await orderAnswer(orderId, trader.userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.markPaid, async (request) => {
    const userId = live(request);
    await service.markPaid(userId, request.body.orderId, request.body.paymentMethodId);
    return success(request, await orderAnswer(request.body.orderId, userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.cancel, async (request) => {
    const userId = live(request);
    await service.cancel(userId, request.body.orderId);
    return success(request, await orderAnswer(request.body.orderId, userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.confirm, async (request) => {
    const userId = live(request);
    await service.confirm(userId, request.body.orderId, request.body.secondFactor);
    return success(request, await orderAnswer(request.body.orderId, userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.appeal, async (request) => {
    const userId = live(request);
    await service.appeal(userId, request.body.orderId, request.body.reason);
    return success(request, await orderAnswer(request.body.orderId, userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.decide, async (request) => {
    const operatorId = live(request);
    await service.decide(operatorId, settings.operatorEmails, request.body.orderId, request.body.outcome);
    const order = await db
      .selectFrom('p2p_orders')
      .selectAll()
      .where('id', '=', request.body.orderId)
      .executeTakeFirstOrThrow();
    return success(request, await orderView(service, app.db, order, order.buyer_id));
  });

  serveEndpoint(app, P2P_ENDPOINTS.orders, async (request) => {
    const userId = live(request);
    let query = db
      .selectFrom('p2p_orders')
      .selectAll()
      .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]));
    if (request.query.state === 'open')
      query = query.where('state', 'in', ['pendingPayment', 'paid', 'appealing']);
    if (request.query.state === 'done') query = query.where('state', 'in', ['completed', 'cancelled']);
    const rows = await query.orderBy('created_at', 'desc').limit(200).execute();
    return success(request, await Promise.all(rows.map((row) => orderView(service, app.db, row, userId))));
  });

  serveEndpoint(app, P2P_ENDPOINTS.order, async (request) => {
    const userId = live(request);
    return success(request, await orderAnswer(request.params.id, userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.chat, async (request) => {
    const userId = live(request);
    const order = await service.orderOf(userId, request.params.id);
    return success(request, await chatOf(db, order.id, userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.sendChat, async (request) => {
    const userId = live(request);
    const order = await service.orderOf(userId, request.body.orderId);
    return success(request, await sendChat(db, app.marketsHub, order, userId, request.body.text, now()));
  });

  serveEndpoint(app, P2P_ENDPOINTS.merchant, async (request) => {
    const profile = await merchantProfile(service, db, app.db, request.params.userId, now());
    if (profile === undefined) throw new P2pError(P2pCode.merchantNotFound);
    const viewerId = await optionalUserId(request);
    return success(request, {
      ...profile,
      ads: profile.ads.map((ad) => ({ ...ad, mine: ad.merchant.userId === viewerId })),
    });
  });

  serveEndpoint(app, P2P_ENDPOINTS.records, async (request) => {
    const { languageType: _language, timestamp: _time, ...query } = request.query;
    return success(request, await p2pRecords(db, live(request), query));
  });

  await app.register(chatImageRoutes, { db, service });

  serveEndpoint(app, P2P_ENDPOINTS.paymentMethods, async (request) =>
    success(request, await methods(live(request))),
  );

  serveEndpoint(app, P2P_ENDPOINTS.addPayment, async (request) =>
    success(request, await service.addPayment(traderOf(request), request.body)),
  );

  serveEndpoint(app, P2P_ENDPOINTS.removePayment, async (request) => {
    const userId = live(request);
    await service.removePayment(userId, request.body.id);
    return success(request, await methods(userId));
  });

  serveEndpoint(app, P2P_ENDPOINTS.wallet, async (request) => success(request, await wallet(live(request))));

  serveEndpoint(app, P2P_ENDPOINTS.transfer, async (request) => {
    const userId = live(request);
    if (request.body.amount === '0') throw new P2pError(P2pCode.invalidAmount);
    await service.transfer(traderOf(request), request.body);
    return success(request, await wallet(userId));
  });
}
