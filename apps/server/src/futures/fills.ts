import { PositionMode } from '@tideline/core/futures';
import type { TradeEvent } from '../markets/engine/types.ts';
import { formatUnits } from '../markets/fixed-point.ts';
import { feeFor } from '../markets/ledger/fee-tiers.ts';
import { FUTURES_ASSET, FUTURES_FEES, isVenueAccount } from './accounts.ts';
import type { FuturesCore } from './core.ts';
import { getFuturesFeeTier } from './fee-tiers.ts';
import { closePart, debit, openPart } from './positions.ts';
import {
  type Market,
  type OrderRecord,
  opposite,
  type Position,
  positionKey,
  unitsToDecimal,
} from './state.ts';
import type { FuturesEvent } from './types.ts';

// A trade's two sides: releases the orders' holds, moves the positions and charges the fees.

export function settleTrade(e: FuturesCore, market: Market, trade: TradeEvent, out: FuturesEvent[]): void {
  const maker = e.orders.get(trade.makerOrderId)!;
  const taker = e.orders.get(trade.takerOrderId)!;
  const makerResult = fill(e, market, maker, trade.price, trade.size, true);
  const takerResult = fill(e, market, taker, trade.price, trade.size, false);
  market.lastPrice = trade.price;
  const { contract } = market;
  out.push({
    type: 'trade',
    symbol: contract.symbol,
    tradeId: trade.tradeId,
    price: formatUnits(trade.price, contract.pricePlace),
    size: formatUnits(trade.size, contract.sizePlace),
    takerSide: trade.takerSide,
    makerOrderId: trade.makerOrderId,
    makerAccountId: trade.makerAccountId,
    takerOrderId: trade.takerOrderId,
    takerAccountId: trade.takerAccountId,
    makerFee: unitsToDecimal(makerResult.fee),
    takerFee: unitsToDecimal(takerResult.fee),
    makerRealisedPnl: unitsToDecimal(makerResult.pnl),
    takerRealisedPnl: unitsToDecimal(takerResult.pnl),
    ts: trade.ts,
  });
}

/** Applies one side of a fill to its order, positions and the ledger. */
export function fill(
  e: FuturesCore,
  market: Market,
  order: OrderRecord,
  price: number,
  size: number,
  isMaker: boolean,
): { fee: bigint; pnl: bigint } {
  const released =
    size === order.remaining ? order.hold : (order.hold * BigInt(size)) / BigInt(order.remaining);
  e.ledger.releaseHold(order.accountId, FUTURES_ASSET, released);
  order.hold -= released;
  order.remaining -= size;
  if (order.filledValue !== undefined) order.filledValue += price * size;

  const accountId = order.accountId;
  let closing = 0;
  let closeDirection = order.positionSide;
  if (order.reduceOnly) {
    closing = size;
  } else if (e.positionMode(accountId) === PositionMode.OneWay) {
    closeDirection = opposite(order.positionSide);
    const against = e.positions.get(positionKey(accountId, market.contract.symbol, closeDirection));
    closing = Math.min(size, against?.size ?? 0);
  }
  const opening = size - closing;
  let pnl = 0n;
  let feeTarget: Position | undefined;
  if (closing > 0) {
    const position = e.positions.get(positionKey(accountId, market.contract.symbol, closeDirection));
    if (position === undefined || position.size < closing) {
      throw new Error(`order ${order.orderId} would close more than position ${closeDirection} holds`);
    }
    pnl = closePart(e, market, position, price, closing);
    if (position.size === 0) e.removePosition(position);
    feeTarget = position;
  }
  if (opening > 0) feeTarget = openPart(e, market, order, price, opening);

  const value = BigInt(price) * BigInt(size) * market.unitsPerTickLot;
  let fee = 0n;
  if (!isVenueAccount(accountId)) {
    const tier = getFuturesFeeTier(e.feeTierOf(accountId));
    const wanted = feeFor(value, isMaker ? tier.makerRatePpm : tier.takerRatePpm);
    // A fee the account can no longer pay (its collateral is gone) is waived, never owed.
    fee = wanted - debit(e, accountId, feeTarget, wanted, FUTURES_FEES);
    if (feeTarget !== undefined) {
      feeTarget.achieved -= fee;
      e.touch(feeTarget);
    }
  }
  return { fee, pnl };
}
