import { enterOrder } from '../engine/order-entry.ts';
import type { EngineEvent } from '../engine/types.ts';
import type {
  AmendCommand,
  CancelAllCommand,
  CancelCommand,
  ExchangeEvent,
  ExchangeRejectReason,
  PlaceCommand,
} from '../exchange-types.ts';
import { clientKey, holdFor, type Market, payAssetOf, type SpotCore } from './core.ts';
import { type AmendChange, type ParsedPlace, parseAmend, parsePlace, sizeRefusal } from './edge.ts';
import { rejection } from './events.ts';
import { settle } from './settlement.ts';

// Orders: place (checks, the hold, the shared order entry), cancel, cancel-all and amend. The
// command's decimals are parsed at the edge (edge.ts); past that, ticks, lots and ledger units.

export function place(e: SpotCore, command: PlaceCommand, out: ExchangeEvent[]): void {
  const market = e.markets.get(command.symbol);
  if (market === undefined) {
    out.push(rejection(command, 'unknown-symbol', undefined, command.clientOrderId));
    return;
  }
  const orderId = e.nextOrderId++;
  const order = parsePlace(market.spec, market.quoteUnitsPerTickLot, market.minNotionalUnits, command);
  if (typeof order === 'string') {
    out.push(rejection(command, order, orderId, command.clientOrderId));
    return;
  }
  placeParsed(e, market, orderId, order, command, out);
}

/**
 * Places an order already in units: the checks that need the book or the balances, the hold,
 * then the book. `command` is only what rejections and settlement quote.
 */
export function placeParsed(
  e: SpotCore,
  market: Market,
  orderId: number,
  order: ParsedPlace,
  command: PlaceCommand,
  out: ExchangeEvent[],
): void {
  const reject = (reason: ExchangeRejectReason) =>
    out.push(rejection(command, reason, orderId, order.clientOrderId));
  const { book } = market;
  const stp = order.selfTradePrevention;
  let size = order.size;
  let hold: bigint;
  if (order.funds !== undefined) {
    const estimate = book.estimateTakeForFunds(
      order.funds / market.quoteUnitsPerTickLot,
      order.accountId,
      stp,
    );
    size = estimate.size;
    const refusal = sizeRefusal(market.spec, size) ?? order.refusalAfterSize;
    if (refusal !== undefined) return void reject(refusal);
    hold = estimate.notional * market.quoteUnitsPerTickLot;
  } else if (order.side === 'sell' || order.orderType === 'limit') {
    hold = holdFor(market, order.side, order.price, size!);
  } else {
    hold =
      book.estimateTake('buy', undefined, size!, order.accountId, stp).notional * market.quoteUnitsPerTickLot;
  }
  if (
    order.clientOrderId !== undefined &&
    e.clientOrderIds.has(clientKey(order.accountId, order.clientOrderId))
  ) {
    return void reject('duplicate-client-order-id');
  }
  if (e.ledger.balance(order.accountId, payAssetOf(market, order.side)).available < hold) {
    return void reject('insufficient-balance');
  }
  const events: EngineEvent[] = [];
  enterOrder(
    book,
    {
      orderId,
      accountId: order.accountId,
      side: order.side,
      orderType: order.orderType,
      price: order.price,
      size: size!,
      timeInForce: order.timeInForce,
      postOnly: order.postOnly,
      clientOrderId: order.clientOrderId,
      selfTradePrevention: stp,
      ts: order.ts,
    },
    events,
  );
  settle(e, market, events, command, { orderId, hold, limitPrice: order.price }, out);
}

export function cancel(e: SpotCore, command: CancelCommand, out: ExchangeEvent[]): void {
  const market = e.markets.get(command.symbol);
  if (market === undefined) {
    out.push(rejection(command, 'unknown-symbol', command.orderId, command.clientOrderId));
    return;
  }
  const orderId =
    command.orderId ??
    (command.clientOrderId === undefined
      ? undefined
      : e.clientOrderIds.get(clientKey(command.accountId, command.clientOrderId)));
  const record = orderId === undefined ? undefined : e.orders.get(orderId);
  if (orderId === undefined || record === undefined || record.symbol !== command.symbol) {
    out.push(rejection(command, 'unknown-order', orderId, command.clientOrderId));
    return;
  }
  const events: EngineEvent[] = [];
  market.book.cancel({ type: 'cancel', orderId, accountId: command.accountId, ts: command.ts }, events);
  settle(e, market, events, command, undefined, out);
}

export function cancelAll(e: SpotCore, command: CancelAllCommand, out: ExchangeEvent[]): void {
  if (!e.markets.has(command.symbol)) {
    out.push(rejection(command, 'unknown-symbol', undefined, undefined));
    return;
  }
  const targets: number[] = [];
  for (const [orderId, record] of e.orders) {
    if (record.accountId !== command.accountId) continue;
    if (record.symbol !== command.symbol) continue;
    if (command.side !== undefined && record.side !== command.side) continue;
    targets.push(orderId);
  }
  const { symbol, accountId, ts } = command;
  for (const orderId of targets) cancel(e, { type: 'cancel', symbol, accountId, orderId, ts }, out);
}

export function amend(e: SpotCore, command: AmendCommand, out: ExchangeEvent[]): void {
  const market = e.markets.get(command.symbol);
  if (market === undefined) {
    out.push(rejection(command, 'unknown-symbol', command.orderId, undefined));
    return;
  }
  amendParsed(e, market, parseAmend(market.spec, command), command, out);
}

/** Amends an order to a price and size already in units (undefined keeps the order's). */
export function amendParsed(
  e: SpotCore,
  market: Market,
  change: AmendChange,
  command: AmendCommand,
  out: ExchangeEvent[],
): void {
  const reject = (reason: ExchangeRejectReason) =>
    out.push(rejection(command, reason, command.orderId, undefined));
  const record = e.orders.get(command.orderId);
  const resting = market.book.getOrder(command.orderId);
  if (record === undefined || resting === undefined || record.symbol !== command.symbol) {
    return void reject('unknown-order');
  }
  if (record.accountId !== command.accountId) return void reject('not-owner');
  const price = change.price ?? resting.price;
  if (price === 'invalid-price' || price > market.spec.maxPriceTicks) return void reject('invalid-price');
  const size = change.size ?? resting.size;
  if (size === 'invalid-size') return void reject(size);
  const refusal = sizeRefusal(market.spec, size);
  if (refusal !== undefined) return void reject(refusal);
  if (BigInt(price) * BigInt(size) * market.quoteUnitsPerTickLot < market.minNotionalUnits) {
    return void reject('below-min-notional');
  }
  const newHold = holdFor(market, record.side, price, size);
  if (newHold - record.hold > e.ledger.balance(record.accountId, payAssetOf(market, record.side)).available) {
    return void reject('insufficient-balance');
  }
  const events: EngineEvent[] = [];
  market.book.amend(
    {
      type: 'amend',
      orderId: command.orderId,
      accountId: command.accountId,
      price,
      size,
      ts: command.ts,
    },
    events,
  );
  settle(e, market, events, command, { orderId: command.orderId, hold: newHold, limitPrice: price }, out);
}
