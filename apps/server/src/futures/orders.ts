import { PositionDirection, PositionMode } from '@tideline/core/futures';
import { enterOrder, orderPriceTicks } from '../markets/engine/order-entry.ts';
import type { EngineEvent } from '../markets/engine/types.ts';
import { formatUnits, parseSafeUnits } from '../markets/fixed-point.ts';
import { feeFor } from '../markets/ledger/fee-tiers.ts';
import { FUTURES_ASSET, INSURANCE_FUND, isVenueAccount } from './accounts.ts';
import type { FuturesCore } from './core.ts';
import { doneTriggerEvent, orderEvent, recordEvent, rejection } from './events.ts';
import { getFuturesFeeTier } from './fee-tiers.ts';
import { settleTrade } from './fills.ts';
import { ceilDiv, type Market, type OrderRecord, opposite, positionKey, tpslOnRightSide } from './state.ts';
import type {
  FuturesCancelReason,
  FuturesCommand,
  FuturesEvent,
  FuturesRejectReason,
  PlaceBatchCommand,
  PlaceFuturesOrderCommand,
  TriggerSpec,
} from './types.ts';

// Order entry: checks, holds, the matching engine, order records and reduce-only trimming.

/** Orders one account may have open on one contract (issue #21 item 14); the venue's own are exempt. */
export const FUTURES_OPEN_ORDER_LIMIT = 200;

/** Refuses an order (a rejection event; nothing was held or placed). */
function refuse(
  e: FuturesCore,
  command: PlaceFuturesOrderCommand,
  orderId: number,
  reason: FuturesRejectReason,
  out: FuturesEvent[],
): void {
  out.push(rejection(e, command, command.accountId, command.symbol, orderId, reason));
}

export function place(
  e: FuturesCore,
  command: PlaceFuturesOrderCommand,
  orderId: number,
  out: FuturesEvent[],
): void {
  const market = e.markets.get(command.symbol);
  if (market === undefined) return void refuse(e, command, orderId, 'unknown-symbol', out);
  const { contract, book } = market;
  const isVenue = isVenueAccount(command.accountId);
  if (command.accountId.includes('#') || (isVenue && command.accountId !== INSURANCE_FUND)) {
    return void refuse(e, command, orderId, 'invalid-order', out);
  }
  if (command.side !== 'buy' && command.side !== 'sell')
    return void refuse(e, command, orderId, 'invalid-order', out);
  if (!isVenue && e.openOrderCount(command.accountId, command.symbol) >= FUTURES_OPEN_ORDER_LIMIT)
    return void refuse(e, command, orderId, 'open-order-limit', out);
  let size = parseSafeUnits(command.size, contract.sizePlace);
  if (size === undefined) return void refuse(e, command, orderId, 'invalid-size', out);
  if (size > contract.maxSizeLots) return void refuse(e, command, orderId, 'above-max-size', out);
  const isLimit = command.orderType === 'limit';
  const price = orderPriceTicks(
    command.orderType,
    command.price,
    contract.pricePlace,
    contract.maxPriceTicks,
  );
  if (typeof price !== 'number') return void refuse(e, command, orderId, price, out);
  if (!isLimit && command.postOnly === true) return void refuse(e, command, orderId, 'invalid-order', out);
  const mode = e.positionMode(command.accountId);
  if (mode === PositionMode.TwoWay && !isVenue) {
    if (command.positionSide !== PositionDirection.Long && command.positionSide !== PositionDirection.Short) {
      return void refuse(e, command, orderId, 'position-side-required', out);
    }
  }
  const positionSide = e.orderPositionSide(command);
  const reduceOnly = e.isReduceOnly(command);
  const opensDirection = command.side === 'buy' ? PositionDirection.Long : PositionDirection.Short;

  const reference = isLimit ? price : (market.markPrice ?? market.lastPrice);
  let takeProfit: TriggerSpec | null = null;
  let stopLoss: TriggerSpec | null = null;
  if (!reduceOnly && (command.takeProfit !== undefined || command.stopLoss !== undefined)) {
    if (reference === undefined) return void refuse(e, command, orderId, 'no-mark-price', out);
    const validate = (spec: TriggerSpec, kind: 'tp' | 'sl'): boolean => {
      const ticks = e.parseTrigger(market, spec);
      return ticks !== undefined && tpslOnRightSide(opensDirection, kind === 'tp', ticks, reference);
    };
    if (command.takeProfit !== undefined) {
      if (!validate(command.takeProfit, 'tp'))
        return void refuse(e, command, orderId, 'invalid-take-profit', out);
      takeProfit = e.normaliseTrigger(market, command.takeProfit);
    }
    if (command.stopLoss !== undefined) {
      if (!validate(command.stopLoss, 'sl'))
        return void refuse(e, command, orderId, 'invalid-stop-loss', out);
      stopLoss = e.normaliseTrigger(market, command.stopLoss);
    }
  }

  if (command.trigger !== undefined) {
    const ticks = e.parseTrigger(market, command.trigger);
    if (ticks === undefined) return void refuse(e, command, orderId, 'invalid-trigger', out);
    const now = command.trigger.priceType === 'mark' ? market.markPrice : market.lastPrice;
    if (now === undefined) return void refuse(e, command, orderId, 'no-mark-price', out);
    if (ticks === now) return void refuse(e, command, orderId, 'invalid-trigger', out);
    const { trigger: _fired, ...rest } = command;
    e.addTrigger({
      orderId,
      command: rest,
      triggerPrice: ticks,
      priceType: command.trigger.priceType,
      rises: ticks > now,
    });
    out.push(orderEvent(e, 'untriggered', orderId, command, positionSide, reduceOnly, size, price));
    return;
  }

  const stp = 'cancel-newest';
  let hold = 0n;
  if (reduceOnly) {
    const position = e.positions.get(positionKey(command.accountId, command.symbol, positionSide));
    const pending = e.restingReduceOnly(command.accountId, command.symbol, positionSide);
    const room = (position?.size ?? 0) - pending;
    if (room <= 0) return void refuse(e, command, orderId, 'reduce-only-nothing-to-reduce', out);
    size = Math.min(size, room);
  } else if (!isVenue) {
    const settings = e.settingsOf(command.accountId, command.symbol);
    const value = isLimit
      ? BigInt(price) * BigInt(size) * market.unitsPerTickLot
      : book.estimateTake(command.side, undefined, size, command.accountId, stp).notional *
        market.unitsPerTickLot;
    // In one-way mode the part that closes the opposite position needs no margin, only its fee.
    const closable =
      mode === PositionMode.OneWay
        ? (e.positions.get(positionKey(command.accountId, command.symbol, opposite(opensDirection)))?.size ??
          0)
        : 0;
    const openingLots = Math.max(0, size - closable);
    const openingValue = (value * BigInt(openingLots)) / BigInt(size);
    const takerPpm = getFuturesFeeTier(e.feeTierOf(command.accountId)).takerRatePpm;
    hold = ceilDiv(openingValue, BigInt(settings.leverage)) + feeFor(value, takerPpm);
    const current = e.positions.get(positionKey(command.accountId, command.symbol, opensDirection));
    const priceForTier = isLimit ? price : (market.markPrice ?? market.lastPrice ?? 0);
    const resultingValue =
      (current === undefined ? 0n : e.valueAtMark(market, current)) +
      BigInt(priceForTier) * BigInt(openingLots) * market.unitsPerTickLot;
    if (e.maxValueForLeverage(market, settings.leverage) < resultingValue) {
      return void refuse(e, command, orderId, 'notional-above-tier-max', out);
    }
    if (hold > e.usableFree(command.accountId))
      return void refuse(e, command, orderId, 'insufficient-balance', out);
  }

  const events: EngineEvent[] = [];
  enterOrder(
    book,
    {
      orderId,
      accountId: command.accountId,
      side: command.side,
      orderType: command.orderType,
      price,
      size,
      timeInForce: command.timeInForce,
      postOnly: command.postOnly,
      clientOrderId: undefined,
      selfTradePrevention: stp,
      ts: command.ts,
    },
    events,
  );
  for (const event of events) {
    switch (event.type) {
      case 'accepted':
        e.ledger.placeHold(command.accountId, FUTURES_ASSET, hold);
        e.addOrder({
          orderId,
          accountId: command.accountId,
          symbol: command.symbol,
          side: command.side,
          positionSide,
          reduceOnly,
          orderType: command.orderType,
          limitPrice: price,
          hold,
          remaining: size,
          takeProfit,
          stopLoss,
          placedAt: command.ts,
          ordered: size,
          filledValue: 0,
        });
        out.push(orderEvent(e, 'accepted', orderId, command, positionSide, reduceOnly, size, price));
        break;
      case 'trade':
        settleTrade(e, market, event, out);
        break;
      case 'done':
        finishOrder(e, event.orderId, event.cancelReason, event.filled, command.ts, out);
        break;
      case 'rejected':
        // A post-only order that would take is cancelled, not refused: only FOK refuses here.
        refuse(
          e,
          command,
          orderId,
          event.reason === 'fok-not-fillable' ? event.reason : 'invalid-order',
          out,
        );
        break;
      default:
        break;
    }
  }
  trimReduceOnly(e, command.accountId, command.symbol, command.ts, out);
}

/**
 * The orders of a `place-batch` command, each as the `place` command it stands for, handed to
 * `placeOne` in order (the exchange's own placing: leverage, checks, matching, triggers). False,
 * with nothing placed, when its arrays differ in length.
 */
export function placeBatch(
  command: PlaceBatchCommand,
  placeOne: (order: PlaceFuturesOrderCommand) => void,
): boolean {
  const priceType = command.tpslPriceType ?? 'mark';
  const count = command.accountIds.length;
  if (
    command.sizes.length !== count ||
    (command.takeProfits !== undefined && command.takeProfits.length !== count) ||
    (command.stopLosses !== undefined && command.stopLosses.length !== count)
  )
    return false;
  for (let index = 0; index < count; index += 1) {
    const takeProfit = command.takeProfits?.[index] ?? null;
    const stopLoss = command.stopLosses?.[index] ?? null;
    // One object per order, of one shape (absent fields undefined, as place reads them).
    placeOne({
      type: 'place',
      accountId: command.accountIds[index]!,
      symbol: command.symbol,
      side: command.side,
      positionSide: command.positionSide,
      reduceOnly: command.reduceOnly,
      orderType: 'market',
      size: command.sizes[index]!,
      takeProfit: takeProfit === null ? undefined : { triggerPrice: takeProfit, priceType },
      stopLoss: stopLoss === null ? undefined : { triggerPrice: stopLoss, priceType },
      leverage: command.leverage,
      ts: command.ts,
    });
  }
  return true;
}

export function cancel(
  e: FuturesCore,
  accountId: string,
  symbol: string,
  orderId: number,
  command: FuturesCommand,
  out: FuturesEvent[],
): void {
  const trigger = e.triggers.get(orderId);
  if (trigger !== undefined && trigger.command.accountId === accountId && trigger.command.symbol === symbol) {
    e.removeTrigger(trigger);
    out.push(doneTriggerEvent(e, trigger, 'cancelled', command.ts));
    return;
  }
  const order = e.orders.get(orderId);
  const market = e.markets.get(symbol);
  if (
    order === undefined ||
    market === undefined ||
    order.accountId !== accountId ||
    order.symbol !== symbol
  ) {
    out.push(rejection(e, command, accountId, symbol, orderId, 'unknown-order'));
    return;
  }
  cancelResting(e, market, order, command.ts, out);
}

/** `why` overrides the engine's reason ('user') when the venue, not the owner, cancels it. */
export function cancelResting(
  e: FuturesCore,
  market: Market,
  order: OrderRecord,
  ts: number,
  out: FuturesEvent[],
  why?: FuturesCancelReason,
): void {
  const events: EngineEvent[] = [];
  market.book.cancel({ type: 'cancel', orderId: order.orderId, ts }, events);
  for (const event of events) {
    if (event.type === 'done') {
      finishOrder(e, event.orderId, why ?? event.cancelReason, event.filled, ts, out);
    }
  }
}

export function finishOrder(
  e: FuturesCore,
  orderId: number,
  cancelReason: FuturesCancelReason | null,
  filled: number,
  ts: number,
  out: FuturesEvent[],
): void {
  const order = e.orders.get(orderId);
  if (order === undefined) return;
  e.ledger.releaseHold(order.accountId, FUTURES_ASSET, order.hold);
  e.removeOrder(order);
  const contract = e.market(order.symbol).contract;
  out.push({
    type: 'order',
    status: 'done',
    symbol: order.symbol,
    orderId,
    accountId: order.accountId,
    side: order.side,
    positionSide: order.positionSide,
    reduceOnly: order.reduceOnly,
    orderType: order.orderType,
    price: order.orderType === 'market' ? null : formatUnits(order.limitPrice, contract.pricePlace),
    size: formatUnits(filled, contract.sizePlace),
    ...(order.ordered === undefined ? {} : { orderSize: formatUnits(order.ordered, contract.sizePlace) }),
    // Truncated to the price's decimals, as spot's average fill price (order-view.ts) is.
    priceAvg:
      filled === 0 || order.filledValue === undefined
        ? null
        : formatUnits(Math.floor(order.filledValue / filled), contract.pricePlace),
    reason: cancelReason === null ? 'filled' : 'cancelled',
    ...(cancelReason === null ? {} : { cancelReason }),
    ts,
  });
}

/**
 * Keeps every resting reduce-only order able to fill without ever opening or growing a
 * position: their open sizes on a position may not exceed its size, less (one-way mode) the
 * resting ordinary orders on the closing side, which could fill first and flip it. The newest
 * reduce-only orders are shrunk or cancelled first.
 */
export function trimReduceOnly(
  e: FuturesCore,
  accountId: string,
  symbol: string,
  ts: number,
  out: FuturesEvent[],
): void {
  const market = e.markets.get(symbol);
  if (market === undefined || isVenueAccount(accountId) || !e.hasReduceOnly(accountId, symbol)) return;
  const oneWay = e.positionMode(accountId) === PositionMode.OneWay;
  for (const direction of [PositionDirection.Long, PositionDirection.Short]) {
    const reducing: OrderRecord[] = [];
    let ordinary = 0;
    for (const order of e.orders.readOwned(accountId)) {
      if (order.symbol !== symbol) continue;
      if (order.reduceOnly && order.positionSide === direction) reducing.push(order);
      else if (!order.reduceOnly && order.positionSide !== direction) ordinary += order.remaining;
    }
    if (reducing.length === 0) continue;
    const size = e.positions.get(positionKey(accountId, symbol, direction))?.size ?? 0;
    const room = Math.max(0, size - (oneWay ? ordinary : 0));
    let total = reducing.reduce((sum, order) => sum + order.remaining, 0);
    reducing.sort((a, b) => b.orderId - a.orderId);
    for (const order of reducing) {
      if (total <= room) break;
      const excess = total - room;
      if (excess >= order.remaining) {
        total -= order.remaining;
        cancelResting(e, market, order, ts, out, 'reduce-only');
      } else {
        const events: EngineEvent[] = [];
        market.book.amend(
          { type: 'amend', orderId: order.orderId, size: order.remaining - excess, ts },
          events,
        );
        order.remaining -= excess;
        total -= excess;
        out.push(recordEvent(e, 'trimmed', order, ts));
      }
    }
  }
}
