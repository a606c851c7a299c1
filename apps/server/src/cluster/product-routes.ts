/**
 * The product's own spot order API on a cluster gateway (docs/scale-out.md, "The product through the
 * cluster"): `POST /v1/spot/order/place`, `POST /v1/spot/order/cancel`, `GET /v1/spot/order/open`
 * and `GET /v1/market/depth`, registered from the same endpoint-table rows and with the same error
 * handler, message catalogue, session cookie and rate-limit classes as the one-process server, so
 * the web app's calls are answered alike. An order becomes a command on the symbol's JetStream
 * subject and is answered from its result; the book and the orders come from the result stream.
 * Also from the result stream: batch cancel (product-orders.ts), and the public tickers, trades
 * and candles (product-market.ts). Order history, fills and the detail of an order no longer in
 * the projection come from the spot persister's PostgreSQL records (order-records-store.ts) with
 * the projection's newest rows added (record-pages.ts): complete, as the one-process server's.
 *
 * Funding: balances in the cluster are per symbol (an allocation per market). Before it publishes an
 * order, the gateway tells the product server (NATS `cluster.fund`) what the order needs under the
 * request id it will publish it with; the product server reserves that and moves what the
 * allocation lacks from the spot wallet (allocation-funding.ts); the transfer's deposit is on the
 * same subject, so the engine applies it first. After a place or cancel result the gateway asks the
 * product server (`cluster.sweep`) to answer once it has swept the allocation after that result,
 * so the answer finds the released money in the spot wallet. The product server sweeps after fills
 * by itself, whichever gateway served the user.
 * Demo (paper-trading) sessions are passed to the product server, whose demo venue they trade on.
 */

import { randomUUID } from 'node:crypto';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { groupDepth } from '../markets/depth.ts';
import type { ExchangeCommand, PlaceCommand } from '../markets/exchange-types.ts';
import { formatUnits, getSymbol, LEDGER_DECIMALS, parseUnits } from '../markets/index.ts';
import { aggregate } from '../markets/minute-candles.ts';
import { SYMBOLS } from '../markets/symbols.ts';
import { loginRequired } from '../platform/api-error.ts';
import { serveEndpoint } from '../platform/endpoint-route.ts';
import { success } from '../platform/envelope.ts';
import { registerRateLimiters } from '../platform/rate-limiter.ts';
import { accountIdOf } from '../platform/trading-account.ts';
import { MarketsCode, MarketsError, marketsErrorHandler, rejectionError } from '../plugins/markets/errors.ts';
import { requireSymbol } from '../plugins/markets/routes/market-data.ts';
import { OPEN_ORDER_LIMIT, placeCommandOf } from '../plugins/markets/routes/spot-trading.ts';
import { candleView, depthAnswer, parseDepthStep, tradeView } from '../plugins/markets/views/market-views.ts';
import { spotOrderOutcome } from '../plugins/markets/views/order-outcome.ts';
import { spotOrderView } from '../plugins/markets/views/order-view.ts';
import { configureApiContext } from '../plugins/platform/api-context.ts';
import type { FundAnswer, OrderFundRequest, SettleRequest } from './allocation-leg.ts';
import type { BookReplica } from './book-replica.ts';
import { inTurns } from './in-turn.ts';
import { decode, encode } from './nats.ts';
import { storedFills, storedHistory, storedOrder } from './order-records-store.ts';
import type { ClusterMarket } from './product-market.ts';
import type { ProductOrders } from './product-orders.ts';
import { passToProduct as passTo } from './product-pass.ts';
import { fillsPage, historyPage } from './record-pages.ts';
import type { ProductSessions } from './sessions.ts';
import type { CommandResult } from './symbol-engine.ts';

export interface ProductRouteDeps {
  sessions: ProductSessions | undefined;
  orders: ProductOrders;
  market: ClusterMarket;
  replicas: ReadonlyMap<string, BookReplica>;
  /** The cluster's database: the spot persister's order records (history, fills, old orders' detail). */
  records: pg.Pool;
  submit(symbol: string, command: ExchangeCommand, rid?: string): Promise<CommandResult>;
  /** Asks the product server to fund the order `rid` from the spot wallet (its need reserved). */
  fund(request: OrderFundRequest): Promise<FundAnswer>;
  /** Asks the product server to answer once it has swept the allocation after the result `seq`. */
  sweep(request: SettleRequest): Promise<FundAnswer>;
  /** The product server, for demo sessions; undefined when none runs beside the cluster. */
  webUrl: string | undefined;
  rateLimits: boolean;
  /** The rate limiter's counters, shared with the other gateways (shared-rate-counts.ts). */
  rateStore?: Parameters<typeof registerRateLimiters>[2];
  /** The product's futures order routes (futures-product-routes.ts), in the same /v1 context. */
  futures?: (api: FastifyInstance) => void;
}

/** A NATS request-reply call to the product server's `cluster.fund` or `cluster.sweep` responder. */
export function natsTransfers<Request>(
  subject: string,
  request: (subject: string, data: Uint8Array) => Promise<{ data: Uint8Array }>,
) {
  return async (ask: Request): Promise<FundAnswer> =>
    decode<FundAnswer>((await request(subject, encode(ask))).data);
}

/** Ledger units an order needs in the allocation before the engine will take it (0n when unknown). */
export function unitsNeeded(
  command: PlaceCommand,
  replica: BookReplica | undefined,
): { asset: string; units: bigint } {
  const spec = getSymbol(command.symbol);
  const units = (amount: string | undefined) => parseUnits(amount ?? '0', LEDGER_DECIMALS) ?? 0n;
  if (command.side === 'sell') return { asset: spec.base, units: units(command.size) };
  if (command.funds !== undefined) return { asset: spec.quote, units: units(command.funds) };
  if (command.price !== undefined)
    return {
      asset: spec.quote,
      units: (units(command.price) * units(command.size)) / 10n ** BigInt(LEDGER_DECIMALS),
    };
  // A market buy by size: what the resting asks ask for that size, plus 1 % for the book moving.
  let left = parseUnits(command.size ?? '0', spec.quotePrecision) ?? 0n;
  let cost = 0n;
  for (const [price, size] of replica?.depth().asks ?? []) {
    if (left <= 0n) break;
    const take = BigInt(size) < left ? BigInt(size) : left;
    cost += BigInt(price) * take * 10n ** BigInt(LEDGER_DECIMALS - spec.pricePlace - spec.quotePrecision);
    left -= take;
  }
  return { asset: spec.quote, units: cost + cost / 100n };
}

export async function productRoutes(app: FastifyInstance, deps: ProductRouteDeps): Promise<void> {
  const { orders, market, replicas } = deps;
  app.decorate('rateLimits', await registerRateLimiters(app, deps.rateLimits, deps.rateStore));
  app.decorate('requireUser', async (request: FastifyRequest) => {
    // The cookie is SameSite=Lax and the body JSON; a cross-site Origin is refused besides.
    const origin = request.headers.origin;
    if (origin !== undefined && URL.parse(origin)?.host !== request.headers.host) throw loginRequired();
    const user = await deps.sessions?.sessionOf(request.headers.cookie);
    if (user === undefined) throw loginRequired();
    request.user = user;
  });
  /** One order at a time per account and symbol on this gateway: funding reads the allocation after the last result. */
  const inTurn = inTurns();

  /**
   * Waits until the product server has swept the user's allocation after the result `seq` (it sweeps
   * from the result stream by itself; this makes the answer find the money in the spot wallet). A
   * failure leaves the money for the product server's next sweep: logged, not the caller's error.
   */
  async function settled(userId: number, symbol: string, seq: number): Promise<void> {
    const answer = await deps
      .sweep({ userId, symbol, seq })
      .catch((error: unknown) => ({ outcome: String(error) }));
    if (answer.outcome !== 'done')
      console.warn(`cluster gateway: the sweep on ${symbol} was not confirmed (${answer.outcome})`);
  }

  /** A demo session's call, answered by the product server (its demo venue), as it answered it. */
  const passToProduct = (request: FastifyRequest) =>
    passTo(deps.webUrl, request, () => new MarketsError(MarketsCode.unavailable, 503));

  await app.register(
    async (v1) => {
      configureApiContext(v1);
      await v1.register(async (api) => spotRoutes(api));
      const futures = deps.futures;
      if (futures !== undefined) await v1.register(async (api) => futures(api));
    },
    { prefix: '/v1' },
  );

  function spotRoutes(api: FastifyInstance): void {
    api.setErrorHandler(marketsErrorHandler);

    serveEndpoint(api, SPOT_ENDPOINTS.placeOrder, async (request) => {
      const user = request.user!;
      if (user.kind === 'demo') return passToProduct(request);
      const body = request.body;
      const accountId = accountIdOf(user.userId);
      const command = placeCommandOf(body, accountId, Date.now());
      const placed = await inTurn(`${accountId} ${body.symbol}`, async () => {
        if (body.clientOrderId !== undefined) {
          // Idempotency: the same client order id answers with the order it already created.
          const existing = orders.openByClientId(accountId, body.symbol, body.clientOrderId);
          if (existing !== undefined) return { order: existing, cancelReason: null };
        }
        if (orders.openOf(accountId, body.symbol).length >= OPEN_ORDER_LIMIT)
          throw new MarketsError(MarketsCode.openOrderLimit);
        const need = unitsNeeded(command, replicas.get(body.symbol));
        const rid = randomUUID();
        if (need.units > 0n) {
          const funded = await deps
            .fund({
              userId: user.userId,
              symbol: body.symbol,
              asset: need.asset,
              amount: formatUnits(need.units, LEDGER_DECIMALS),
              rid,
            })
            .catch(() => ({ outcome: 'refused' }) as FundAnswer);
          if (funded.outcome === 'insufficient-balance')
            throw new MarketsError(MarketsCode.insufficientBalance);
          if (funded.outcome !== 'done') throw new MarketsError(MarketsCode.unavailable, 503);
        }
        const result = await deps.submit(body.symbol, command, rid);
        await settled(user.userId, body.symbol, result.seq);
        const rejected = result.events.find((event) => event.type === 'rejected');
        if (rejected?.type === 'rejected') throw rejectionError(rejected.reason);
        const accepted = result.events.find((event) => event.type === 'accepted');
        const order = accepted === undefined ? undefined : orders.order(body.symbol, accepted.orderId);
        if (order === undefined) throw new MarketsError(MarketsCode.orderNotFound);
        const done = result.events.find((event) => event.type === 'done' && event.orderId === order.orderNo);
        return { order, cancelReason: done?.type === 'done' ? done.cancelReason : null };
      });
      return success(request, {
        ...spotOrderView(placed.order),
        outcome: spotOrderOutcome(placed.order, placed.cancelReason),
      });
    });

    serveEndpoint(api, SPOT_ENDPOINTS.cancelOrder, async (request) => {
      const user = request.user!;
      if (user.kind === 'demo') return passToProduct(request);
      const body = request.body;
      requireSymbol(body.symbol);
      const accountId = accountIdOf(user.userId);
      const open =
        body.orderNo !== undefined
          ? orders.order(body.symbol, body.orderNo)
          : orders.openByClientId(accountId, body.symbol, body.clientOrderId ?? '');
      if (
        open === undefined ||
        open.userId !== user.userId ||
        (open.status !== 'new' && open.status !== 'partially_filled')
      )
        throw new MarketsError(MarketsCode.orderNotFound);
      await inTurn(`${accountId} ${body.symbol}`, async () => {
        const result = await deps.submit(body.symbol, {
          type: 'cancel',
          symbol: body.symbol,
          accountId,
          orderId: open.orderNo,
          ts: Date.now(),
        });
        await settled(user.userId, body.symbol, result.seq);
        const rejected = result.events.find((event) => event.type === 'rejected');
        if (rejected?.type === 'rejected') throw rejectionError(rejected.reason);
      });
      return success(request, spotOrderView(orders.order(body.symbol, open.orderNo) ?? open));
    });

    serveEndpoint(api, SPOT_ENDPOINTS.openOrders, async (request) => {
      const user = request.user!;
      if (user.kind === 'demo') return passToProduct(request);
      return success(
        request,
        orders.openOf(accountIdOf(user.userId), request.query.symbol).map(spotOrderView),
      );
    });

    serveEndpoint(api, SPOT_ENDPOINTS.batchCancel, async (request) => {
      const user = request.user!;
      if (user.kind === 'demo') return passToProduct(request);
      const { symbol: only, orderNos } = request.body;
      if (only !== undefined) requireSymbol(only);
      const accountId = accountIdOf(user.userId);
      const openOrders = orders.openOf(accountId, only);
      // By number: the open order with that number (numbers are unique across symbols).
      const targets =
        orderNos === undefined
          ? openOrders.map((order) => ({ no: order.orderNo, order }))
          : orderNos.map((no) => ({ no, order: openOrders.find((order) => order.orderNo === no) }));
      const results = [];
      /** Per symbol, the last cancel's result: the allocation is swept after it. */
      const lastSeqs = new Map<string, number>();
      for (const { no, order } of targets) {
        if (order === undefined) {
          results.push({ orderNo: String(no), success: false, code: MarketsCode.orderNotFound });
          continue;
        }
        const rejected = await inTurn(`${accountId} ${order.symbol}`, async () => {
          const result = await deps.submit(order.symbol, {
            type: 'cancel',
            symbol: order.symbol,
            accountId,
            orderId: order.orderNo,
            ts: Date.now(),
          });
          lastSeqs.set(order.symbol, result.seq);
          return result.events.find((event) => event.type === 'rejected');
        });
        results.push(
          rejected?.type === 'rejected'
            ? { orderNo: String(no), success: false, code: rejectionError(rejected.reason).code }
            : { orderNo: String(no), success: true, code: null },
        );
      }
      for (const [symbol, seq] of lastSeqs) await settled(user.userId, symbol, seq);
      return success(request, { results });
    });

    serveEndpoint(api, SPOT_ENDPOINTS.orderDetail, async (request) => {
      const user = request.user!;
      if (user.kind === 'demo') return passToProduct(request);
      const accountId = accountIdOf(user.userId);
      // The order of that number: in the projection (its newest state) or, finished longer ago, in the records.
      const order =
        orders.find(accountId, request.query.orderNo) ??
        (await storedOrder(deps.records, accountId, request.query.orderNo));
      if (order === undefined) throw new MarketsError(MarketsCode.orderNotFound);
      return success(request, spotOrderView(order));
    });

    serveEndpoint(api, SPOT_ENDPOINTS.orderHistory, async (request) => {
      const user = request.user!;
      if (user.kind === 'demo') return passToProduct(request);
      const accountId = accountIdOf(user.userId);
      // The projection first: a row it drops after this was written before it was dropped, so the records have it.
      const projected = orders.historyOf(accountId, { ...request.query, limit: Number.MAX_SAFE_INTEGER });
      const stored = await storedHistory(deps.records, accountId, request.query);
      return success(request, historyPage(stored, projected, request.query.limit).map(spotOrderView));
    });

    serveEndpoint(api, SPOT_ENDPOINTS.fills, async (request) => {
      const user = request.user!;
      if (user.kind === 'demo') return passToProduct(request);
      const accountId = accountIdOf(user.userId);
      const projected = orders.fillsOf(accountId, { ...request.query, limit: Number.MAX_SAFE_INTEGER });
      const stored = await storedFills(deps.records, accountId, request.query);
      return success(request, fillsPage(stored, projected, request.query.limit));
    });

    serveEndpoint(api, SPOT_ENDPOINTS.tickers, async (request) => {
      const specs = request.query.symbol === undefined ? SYMBOLS : [requireSymbol(request.query.symbol)];
      const now = Date.now();
      return success(
        request,
        specs.map((spec) =>
          market.ticker(spec, now, replicas.get(spec.symbol)?.depth() ?? { bids: [], asks: [] }),
        ),
      );
    });

    serveEndpoint(api, SPOT_ENDPOINTS.trades, async (request) => {
      const spec = requireSymbol(request.query.symbol);
      return success(
        request,
        market
          .trades(spec.symbol)
          .slice(-request.query.limit)
          .reverse()
          .map((trade) => tradeView(spec, trade)),
      );
    });

    serveEndpoint(api, SPOT_ENDPOINTS.candles, async (request) => {
      const spec = requireSymbol(request.query.symbol);
      const { interval, limit, endTime } = request.query;
      return success(
        request,
        aggregate(market.minuteCandles(spec.symbol), interval, limit, endTime).map((candle) =>
          candleView(spec, candle),
        ),
      );
    });

    serveEndpoint(api, SPOT_ENDPOINTS.depth, async (request) => {
      const spec = requireSymbol(request.query.symbol);
      const step = parseDepthStep(spec, request.query.step);
      if (step === undefined) throw new MarketsError(MarketsCode.invalidPrice);
      const levels = replicas.get(spec.symbol)!.depth();
      // The replica keeps size per level, not the order count (grouping does not use it).
      const withCount = (side: Array<[number, number]>) =>
        side.map(([price, size]) => [price, size, 0] as const);
      const view = groupDepth(
        { bids: withCount(levels.bids), asks: withCount(levels.asks) },
        step,
        request.query.limit,
      );
      return success(request, depthAnswer(spec, view, step));
    });
  }
}
