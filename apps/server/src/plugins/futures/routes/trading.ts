import { Decimal } from '@tideline/core/decimal';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance } from 'fastify';
import type { FuturesEvent, FuturesOrderEvent, PlaceFuturesOrderCommand } from '../../../futures/types.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { traderOf } from '../../../platform/trading-account.ts';
import { FuturesCode, FuturesError, futuresRejection } from '../errors.ts';
import type { FuturesInput, FuturesService } from '../service/futures-service.ts';
import { futuresOrderOutcome } from '../views/order-outcome.ts';
import { openOrderWire, openPositionsWire, positionWire } from '../views/wire.ts';
import { runCommand } from './commands.ts';
import { requireContract } from './market-data.ts';

/** The account's events about the first order this command touched, in order. */
export function ownOrderEvents(events: readonly FuturesEvent[], accountId: string): FuturesOrderEvent[] {
  const own = events.filter(
    (event): event is FuturesOrderEvent => event.type === 'order' && event.accountId === accountId,
  );
  return own.filter((event) => event.orderId === own[0]?.orderId);
}

/** The answer to an order: its id and its last state in this command's events. */
export function orderOutcome(events: readonly FuturesEvent[], accountId: string) {
  const own = ownOrderEvents(events, accountId);
  const first = own[0];
  if (first === undefined) return null;
  const last = own.at(-1) ?? first;
  return {
    orderId: String(first.orderId),
    status: last.status,
    reason: last.reason ?? null,
    side: last.side,
    positionSide: last.positionSide,
    reduceOnly: last.reduceOnly,
    orderType: last.orderType,
    price: last.price,
    size: last.size,
  };
}

/** A reduce-only order closing `size` of a position (at market, or at `price`). */
export function closeCommand(
  accountId: string,
  symbol: string,
  positionSide: 1 | 2,
  size: string,
  orderType: 'limit' | 'market',
  price: string | undefined,
): Omit<PlaceFuturesOrderCommand, 'ts'> {
  return {
    type: 'place',
    accountId,
    symbol,
    side: positionSide === 1 ? 'sell' : 'buy',
    positionSide,
    reduceOnly: true,
    orderType,
    size,
    ...(price === undefined ? {} : { price }),
  };
}

/** Orders, positions, TP/SL, isolated margin and closing. */
export async function futuresTradingRoutes(app: FastifyInstance, options: { futures: FuturesService }) {
  const { futures } = options;

  serveEndpoint(app, FUTURES_ENDPOINTS.placeOrder, async (request) => {
    const trader = traderOf(request);
    const { symbol, ...order } = request.body;
    const contract = requireContract(symbol);
    const events = await runCommand(futures, trader.venue, {
      type: 'place',
      accountId: trader.accountId,
      symbol: contract.symbol,
      ...order,
    });
    const answer = orderOutcome(events, trader.accountId);
    const own = ownOrderEvents(events, trader.accountId);
    return success(
      request,
      answer === null ? null : { ...answer, outcome: futuresOrderOutcome(own, events, contract.pricePlace) },
    );
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.cancelOrder, async (request) => {
    const trader = traderOf(request);
    const contract = requireContract(request.body.symbol);
    const events = await runCommand(futures, trader.venue, {
      type: 'cancel',
      accountId: trader.accountId,
      symbol: contract.symbol,
      orderId: request.body.orderId,
    });
    return success(request, orderOutcome(events, trader.accountId));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.openOrders, async (request) => {
    const trader = traderOf(request);
    const orders = futures.exchanges[trader.venue].openOrders(trader.accountId, request.query.symbol);
    return success(request, orders.map(openOrderWire));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.positions, async (request) => {
    const trader = traderOf(request);
    const exchange = futures.exchanges[trader.venue];
    return success(request, openPositionsWire(exchange, trader.accountId, request.query.symbol));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.positionTpsl, async (request) => {
    const trader = traderOf(request);
    const { symbol, ...change } = request.body;
    const contract = requireContract(symbol);
    await runCommand(futures, trader.venue, {
      type: 'set-position-tpsl',
      accountId: trader.accountId,
      symbol: contract.symbol,
      ...change,
    });
    const position = futures.exchanges[trader.venue]
      .positionsOf(trader.accountId, contract.symbol)
      .find((view) => view.direction === change.positionSide);
    return success(request, position === undefined ? null : positionWire(position));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.positionMargin, async (request) => {
    const trader = traderOf(request);
    const { symbol, ...change } = request.body;
    const contract = requireContract(symbol);
    await runCommand(futures, trader.venue, {
      type: 'adjust-margin',
      accountId: trader.accountId,
      symbol: contract.symbol,
      ...change,
    });
    const position = futures.exchanges[trader.venue]
      .positionsOf(trader.accountId, contract.symbol)
      .find((view) => view.direction === change.positionSide);
    return success(request, position === undefined ? null : positionWire(position));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.closePosition, async (request) => {
    const trader = traderOf(request);
    const { symbol, positionSide, orderType, price, size } = request.body;
    const contract = requireContract(symbol);
    if (orderType === 'limit' && price === undefined) throw new FuturesError(FuturesCode.invalidPrice);
    const position = futures.exchanges[trader.venue]
      .positionsOf(trader.accountId, contract.symbol)
      .find((view) => view.direction === positionSide && !new Decimal(view.count).isZero());
    if (position === undefined) throw new FuturesError(FuturesCode.noPosition);
    const events = await runCommand(
      futures,
      trader.venue,
      closeCommand(trader.accountId, contract.symbol, positionSide, size ?? position.count, orderType, price),
    );
    return success(request, orderOutcome(events, trader.accountId));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.closeAll, async (request) => {
    const trader = traderOf(request);
    const symbol =
      request.body.symbol === undefined ? undefined : requireContract(request.body.symbol).symbol;
    const commands: FuturesInput[] = futures.exchanges[trader.venue]
      .positionsOf(trader.accountId, symbol)
      .filter((view) => !new Decimal(view.count).isZero())
      .map((view) =>
        closeCommand(trader.accountId, view.symbol, view.direction, view.count, 'market', undefined),
      );
    const results = await futures.transact(trader.venue, commands);
    return success(request, closeAllOutcomes(results, trader.accountId));
  });
}

/** close-all's answer: each close order's outcome; the refusal when none was placed. */
export function closeAllOutcomes(results: ReadonlyArray<readonly FuturesEvent[]>, accountId: string) {
  const closed = results.map((events) => orderOutcome(events, accountId));
  const refusal = results.flat().find((event) => event.type === 'rejected' && event.accountId === accountId);
  if (refusal?.type === 'rejected' && closed.every((outcome) => outcome === null))
    throw futuresRejection(refusal.reason);
  return closed;
}
