import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import type { placeSpotOrderBody } from '@tideline/protocol/spot/order';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { CancelReason } from '../../../markets/engine/types.ts';
import type {
  CommandRejectedEvent,
  ExchangeEvent,
  ExchangeRejectReason,
  OrderDoneEvent,
  PlaceCommand,
} from '../../../markets/exchange-types.ts';
import { parseUnits } from '../../../markets/fixed-point.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import type { Trader, VenueName } from '../../../platform/trading-account.ts';
import { MarketsCode, MarketsError, rejectionError } from '../errors.ts';
import type { MarketsService } from '../service/markets-service.ts';
import { orderFromRow } from '../service/store.ts';
import type { PlanOrdersTable } from '../tables.ts';
import { spotOrderOutcome } from '../views/order-outcome.ts';
import { type OrderState, spotOrderView } from '../views/order-view.ts';
import { requireSymbol } from './market-data.ts';
import { fundedTrader } from './user-context.ts';

/** Plan orders one user may have waiting on one market (issue #21 item 14: user-created state is capped). */
export const PLAN_ORDER_LIMIT = 10;
/** Orders one account may have open on one market (issue #21 item 14), as the largest exchanges allow. */
export const OPEN_ORDER_LIMIT = 200;

function firstRejection(events: readonly ExchangeEvent[]): CommandRejectedEvent | undefined {
  return events.find((event): event is CommandRejectedEvent => event.type === 'rejected');
}

async function loadOrder(
  markets: MarketsService,
  trader: Trader,
  no: number,
): Promise<OrderState | undefined> {
  const recent = markets.recentOrder(trader.venue, no);
  if (recent !== undefined) return recent.userId === trader.userId ? { ...recent } : undefined;
  const row = await markets.db
    .selectFrom('markets_orders')
    .selectAll()
    .where('venue', '=', trader.venue)
    .where('order_no', '=', no)
    .where('user_id', '=', trader.userId)
    .executeTakeFirst();
  return row === undefined ? undefined : orderFromRow(row);
}

function planView(plan: Insertable<PlanOrdersTable> | Selectable<PlanOrdersTable>) {
  return {
    planNo: String(plan.plan_no),
    symbol: plan.symbol,
    side: plan.side,
    orderType: plan.order_type,
    triggerPrice: String(plan.trigger_price),
    triggerDirection: plan.trigger_direction,
    price: plan.price === null || plan.price === undefined ? null : String(plan.price),
    size: String(plan.size),
    status: plan.status,
    orderNo: plan.order_no === null || plan.order_no === undefined ? null : String(plan.order_no),
    trackingType: 1 as const,
    createTime: Number(plan.created_at),
    updateTime: Number(plan.updated_at),
  };
}

/**
 * The exchange command of a place request, once its fields agree (a limit order has a price, a
 * market order none and no post-only, a size or, for a market buy, funds); else the refusal. Shared
 * with the cluster's gateways (cluster/product-routes.ts), which answer the same request.
 */
export function placeCommandOf(
  body: z.output<typeof placeSpotOrderBody>,
  accountId: string,
  ts: number,
): PlaceCommand {
  requireSymbol(body.symbol);
  if (body.orderType === 'limit' && body.price === undefined)
    throw new MarketsError(MarketsCode.invalidPrice);
  if (body.orderType === 'market' && (body.price !== undefined || body.postOnly))
    throw new MarketsError(MarketsCode.invalidOrder);
  const byFunds = body.orderType === 'market' && body.side === 'buy' && body.funds !== undefined;
  if (byFunds ? body.size !== undefined : body.size === undefined || body.funds !== undefined)
    throw new MarketsError(MarketsCode.invalidSize);
  return {
    type: 'place',
    symbol: body.symbol,
    accountId,
    side: body.side,
    orderType: body.orderType,
    ts,
    ...(body.size === undefined ? {} : { size: body.size }),
    ...(body.funds === undefined ? {} : { funds: body.funds }),
    ...(body.price === undefined ? {} : { price: body.price }),
    ...(body.timeInForce === undefined ? {} : { timeInForce: body.timeInForce }),
    ...(body.postOnly === undefined ? {} : { postOnly: body.postOnly }),
    ...(body.clientOrderId === undefined ? {} : { clientOrderId: body.clientOrderId }),
  };
}

/** Spot trading (issue #7 part 5): place, cancel, batch cancel, open orders, history, fills, plans. */
export async function spotTradingRoutes(app: FastifyInstance, options: { markets: MarketsService }) {
  const { markets } = options;
  const db = markets.db;

  serveEndpoint(app, SPOT_ENDPOINTS.placeOrder, async (request) => {
    const trader = await fundedTrader(markets, request);
    const body = request.body;
    placeCommandOf(body, trader.accountId, 0); // refuses a malformed order before the transaction
    const outcome = await markets.transact(
      (tx): { orderNo: number; cancelReason: CancelReason | null } | { rejected: ExchangeRejectReason } => {
        if (body.clientOrderId !== undefined) {
          // Idempotency: the same client order id answers with the order it already created.
          const existing = markets.findClientOrder(trader.venue, trader.userId, body.clientOrderId);
          if (existing !== undefined) return { orderNo: existing, cancelReason: null };
        }
        // Counted inside the transaction, which runs whole before the next, like the plan limit.
        if (markets.openOrderCount(trader.venue, trader.userId, body.symbol) >= OPEN_ORDER_LIMIT)
          throw new MarketsError(MarketsCode.openOrderLimit);
        const events = tx.apply(trader.venue, placeCommandOf(body, trader.accountId, tx.now));
        const accepted = events.find((event) => event.type === 'accepted');
        if (accepted !== undefined) {
          const done = events.find(
            (event): event is OrderDoneEvent => event.type === 'done' && event.orderId === accepted.orderId,
          );
          return { orderNo: accepted.orderId, cancelReason: done?.cancelReason ?? null };
        }
        return { rejected: firstRejection(events)?.reason ?? 'invalid-order' };
      },
    );
    if ('rejected' in outcome) throw rejectionError(outcome.rejected);
    const order = await loadOrder(markets, trader, outcome.orderNo);
    if (order === undefined) throw new MarketsError(MarketsCode.orderNotFound);
    return success(request, {
      ...spotOrderView(order),
      outcome: spotOrderOutcome(order, outcome.cancelReason),
    });
  });

  serveEndpoint(app, SPOT_ENDPOINTS.cancelOrder, async (request) => {
    const trader = await fundedTrader(markets, request);
    const body = request.body;
    requireSymbol(body.symbol);
    const no = body.orderNo ?? markets.findClientOrder(trader.venue, trader.userId, body.clientOrderId ?? '');
    const open = no === undefined ? undefined : markets.openOrder(trader.venue, no);
    if (
      no === undefined ||
      open === undefined ||
      open.userId !== trader.userId ||
      open.symbol !== body.symbol
    ) {
      throw new MarketsError(MarketsCode.orderNotFound);
    }
    const rejected = await markets.transact((tx) =>
      firstRejection(
        tx.apply(trader.venue, {
          type: 'cancel',
          symbol: body.symbol,
          accountId: trader.accountId,
          orderId: no,
          ts: tx.now,
        }),
      ),
    );
    if (rejected !== undefined) throw rejectionError(rejected.reason);
    const order = await loadOrder(markets, trader, no);
    return success(request, spotOrderView(order!));
  });

  serveEndpoint(app, SPOT_ENDPOINTS.batchCancel, async (request) => {
    const trader = await fundedTrader(markets, request);
    const { symbol: only, orderNos } = request.body;
    if (only !== undefined) requireSymbol(only);
    const targets =
      orderNos ?? markets.openOrdersOf(trader.venue, trader.userId, only).map((order) => order.orderNo);
    const results = await markets.transact((tx) =>
      targets.map((no) => {
        const open = markets.openOrder(trader.venue, no);
        if (
          open === undefined ||
          open.userId !== trader.userId ||
          (only !== undefined && open.symbol !== only)
        ) {
          return { orderNo: String(no), success: false, code: MarketsCode.orderNotFound };
        }
        const rejected = firstRejection(
          tx.apply(trader.venue, {
            type: 'cancel',
            symbol: open.symbol,
            accountId: trader.accountId,
            orderId: no,
            ts: tx.now,
          }),
        );
        return rejected === undefined
          ? { orderNo: String(no), success: true, code: null }
          : { orderNo: String(no), success: false, code: rejectionError(rejected.reason).code };
      }),
    );
    return success(request, { results });
  });

  serveEndpoint(app, SPOT_ENDPOINTS.openOrders, async (request) => {
    const trader = await fundedTrader(markets, request);
    return success(
      request,
      markets.openOrdersOf(trader.venue, trader.userId, request.query.symbol).map(spotOrderView),
    );
  });

  serveEndpoint(app, SPOT_ENDPOINTS.orderDetail, async (request) => {
    const order = await loadOrder(markets, await fundedTrader(markets, request), request.query.orderNo);
    if (order === undefined) throw new MarketsError(MarketsCode.orderNotFound);
    return success(request, spotOrderView(order));
  });

  serveEndpoint(app, SPOT_ENDPOINTS.orderHistory, async (request) => {
    const trader = await fundedTrader(markets, request);
    const { symbol: only, limit, before, side: wanted, status, startTime, endTime } = request.query;
    let query = db
      .selectFrom('markets_orders')
      .selectAll()
      .where('user_id', '=', trader.userId)
      .where('venue', '=', trader.venue)
      .where('status', 'in', status === undefined ? ['filled', 'cancelled'] : [status]);
    if (only !== undefined) query = query.where('symbol', '=', only);
    if (wanted !== undefined) query = query.where('side', '=', wanted);
    if (startTime !== undefined) query = query.where('created_at', '>=', startTime);
    if (endTime !== undefined) query = query.where('created_at', '<=', endTime);
    if (before !== undefined) query = query.where('order_no', '<', before);
    const rows = await query.orderBy('order_no', 'desc').limit(limit).execute();
    return success(
      request,
      rows.map((row) => spotOrderView(orderFromRow(row))),
    );
  });

  serveEndpoint(app, SPOT_ENDPOINTS.fills, async (request) => {
    const trader = await fundedTrader(markets, request);
    const { symbol: only, limit, before, side: wanted, startTime, endTime } = request.query;
    let query = db
      .selectFrom('markets_fills')
      .selectAll()
      .where('user_id', '=', trader.userId)
      .where('venue', '=', trader.venue);
    if (only !== undefined) query = query.where('symbol', '=', only);
    if (wanted !== undefined) query = query.where('side', '=', wanted);
    if (startTime !== undefined) query = query.where('created_at', '>=', startTime);
    if (endTime !== undefined) query = query.where('created_at', '<=', endTime);
    if (before !== undefined) query = query.where('created_at', '<', before);
    const rows = await query.orderBy('created_at', 'desc').orderBy('trade_id', 'desc').limit(limit).execute();
    return success(
      request,
      rows.map((row) => ({
        tradeId: String(row.trade_id),
        orderNo: String(row.order_no),
        symbol: row.symbol,
        side: row.side,
        liquidity: row.liquidity,
        price: String(row.price),
        size: String(row.size),
        quoteAmount: String(row.quote_amount),
        fee: String(row.fee),
        feeAsset: row.fee_asset,
        ts: Number(row.created_at),
      })),
    );
  });

  serveEndpoint(app, SPOT_ENDPOINTS.placePlan, async (request) => {
    const trader = await fundedTrader(markets, request);
    const body = request.body;
    const spec = requireSymbol(body.symbol);
    const trigger = parseUnits(body.triggerPrice, spec.pricePlace);
    if (trigger === undefined || trigger <= 0n) throw new MarketsError(MarketsCode.invalidPrice);
    if ((body.orderType === 'limit') !== (body.price !== undefined))
      throw new MarketsError(MarketsCode.invalidPrice);
    if (body.price !== undefined && parseUnits(body.price, spec.pricePlace) === undefined)
      throw new MarketsError(MarketsCode.invalidPrice);
    const size = parseUnits(body.size, spec.quotePrecision);
    if (size === undefined || size < BigInt(spec.minSizeLots) || size > BigInt(spec.maxSizeLots))
      throw new MarketsError(MarketsCode.invalidSize);
    const last = BigInt(markets.planReferencePrice(trader.venue, spec.symbol) ?? spec.startPriceTicks);
    const plan = await markets.transact((tx) => {
      // Counted inside the transaction, which runs whole before the next: concurrent placements
      // cannot both pass at the limit.
      if (markets.waitingPlanCount(trader.venue, trader.userId, spec.symbol) >= PLAN_ORDER_LIMIT)
        throw new MarketsError(MarketsCode.planLimit);
      const row: Insertable<PlanOrdersTable> = {
        plan_no: tx.nextPlanNo(),
        venue: trader.venue,
        user_id: trader.userId,
        symbol: spec.symbol,
        side: body.side,
        order_type: body.orderType,
        trigger_price: body.triggerPrice,
        trigger_direction: trigger >= last ? 'up' : 'down',
        price: body.price ?? null,
        size: body.size,
        status: 'waiting',
        order_no: null,
        created_at: tx.now,
        updated_at: tx.now,
      };
      tx.stagePlan(row);
      return row;
    });
    return success(request, planView(plan));
  });

  serveEndpoint(app, SPOT_ENDPOINTS.cancelPlan, async (request) => {
    const trader = await fundedTrader(markets, request);
    const plan = await markets.transact((tx) => {
      const waiting = markets.waitingPlan(request.body.planNo);
      if (waiting === undefined || waiting.user_id !== trader.userId || waiting.venue !== trader.venue)
        return undefined;
      const cancelled = { ...waiting, status: 'cancelled' as const, updated_at: tx.now };
      tx.stagePlan(cancelled);
      return cancelled;
    });
    if (plan === undefined) throw new MarketsError(MarketsCode.planNotFound);
    return success(request, planView(plan));
  });

  serveEndpoint(app, SPOT_ENDPOINTS.plans, async (request) => {
    const trader = await fundedTrader(markets, request);
    const { symbol: only, limit, before, status } = request.query;
    let query = db
      .selectFrom('markets_plan_orders')
      .selectAll()
      .where('user_id', '=', trader.userId)
      .where('venue', '=', trader.venue as VenueName);
    query =
      status === 'waiting' ? query.where('status', '=', 'waiting') : query.where('status', '!=', 'waiting');
    if (only !== undefined) query = query.where('symbol', '=', only);
    if (before !== undefined) query = query.where('plan_no', '<', before);
    const rows = await query.orderBy('plan_no', 'desc').limit(limit).execute();
    return success(request, rows.map(planView));
  });
}
