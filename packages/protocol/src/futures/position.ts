import { z } from 'zod';
import { wireDecimal } from '../endpoint.ts';
import { decimal8String, decimalString, pairSymbol } from '../request-fields.ts';
import { futuresOrderType, marginMode, positionDirection, positionMode, triggerSetting } from './codes.ts';
import { triggerInput } from './order.ts';

/**
 * The spec §3 position record (docs/protocol-futures.md §4): the position's own figures, the
 * `positions*` figures of the account's whole holding on the symbol, and the live mark, PnL and
 * liquidation price.
 */
export const positionRecord = z.object({
  symbol: z.string(),
  direction: positionDirection,
  marginMode,
  positionMode,
  openAvgPrice: wireDecimal,
  openDealCount: wireDecimal,
  closeDealCount: wireDecimal,
  openLevel: wireDecimal,
  openMarginCount: wireDecimal,
  count: wireDecimal,
  achievedProfits: wireDecimal,
  positionsOpenAvgPrice: wireDecimal,
  positionsOpenMarginCount: wireDecimal,
  positionsCount: wireDecimal,
  positionsLevel: wireDecimal,
  markPrice: wireDecimal.nullable(),
  unrealisedPnl: wireDecimal.nullable(),
  liquidationPrice: wireDecimal.nullable(),
  takeProfit: triggerSetting.nullable(),
  stopLoss: triggerSetting.nullable(),
});

/** An open position (`GET /v1/futures/positions`, the `futures.positions` channel) with its return on equity. */
export const futuresPosition = positionRecord.extend({
  /** Unrealised PnL over the initial margin, a percentage with 2 decimals; null without a mark. */
  roe: wireDecimal.nullable(),
});
export type FuturesPositionWire = z.infer<typeof futuresPosition>;

/** Sets, or with null clears, a position's TP/SL; an omitted one is kept. */
export const positionTpslBody = z.strictObject({
  symbol: pairSymbol,
  positionSide: positionDirection,
  takeProfit: triggerInput.nullable().optional(),
  stopLoss: triggerInput.nullable().optional(),
});

/** Adds margin to, or removes it from, an isolated position. */
export const positionMarginBody = z.strictObject({
  symbol: pairSymbol,
  positionSide: positionDirection,
  action: z.enum(['add', 'remove']),
  amount: decimal8String,
});

/** A reduce-only order against the position, of its whole size unless `size` is given. */
export const closePositionBody = z.strictObject({
  symbol: pairSymbol,
  positionSide: positionDirection,
  orderType: futuresOrderType.default('market'),
  price: decimalString.optional(),
  size: decimalString.optional(),
});

export const closeAllBody = z.strictObject({ symbol: pairSymbol.optional() });
