import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';
import { orderOutcomeSchema } from '../order-outcome.ts';
import { decimalString, orderNumber, pairSymbol } from '../request-fields.ts';
import { futuresOrderType, orderSide, positionDirection, triggerPriceType } from './codes.ts';

/** A trigger as a request gives it; the price type defaults to the mark. */
export const triggerInput = z.strictObject({
  triggerPrice: decimalString,
  priceType: triggerPriceType.default('mark'),
});

/** `POST /v1/futures/order/place`. */
export const placeOrderBody = z.strictObject({
  symbol: pairSymbol,
  side: orderSide,
  /** Hedge mode: the position the order opens or closes (1 long, 2 short). */
  positionSide: positionDirection.optional(),
  orderType: futuresOrderType,
  price: decimalString.optional(),
  size: decimalString,
  timeInForce: z.enum(['GTC', 'IOC', 'FOK']).optional(),
  postOnly: z.boolean().optional(),
  reduceOnly: z.boolean().optional(),
  trigger: triggerInput.optional(),
  takeProfit: triggerInput.optional(),
  stopLoss: triggerInput.optional(),
  /**
   * The leverage the order was sized at: when it differs from the account's on this contract it
   * is set first, in the same engine command, so the two are atomic (refused together).
   */
  leverage: z.number().int().min(1).max(1000).optional(),
});

export const cancelOrderBody = z.strictObject({ symbol: pairSymbol, orderId: orderNumber });

/**
 * An order's last state in the command that touched it: `accepted` (resting), `untriggered`,
 * `triggered`, `trimmed` or `done` (with its reason); `size` is the open size, for `done` the size
 * filled.
 */
export const futuresOrderAnswer = z.object({
  orderId: z.string(),
  status: z.enum(['accepted', 'untriggered', 'triggered', 'trimmed', 'done']),
  reason: z.enum(['filled', 'cancelled', 'liquidation', 'rejected-on-trigger']).nullable(),
  side: orderSide,
  positionSide: positionDirection,
  reduceOnly: z.boolean(),
  orderType: futuresOrderType,
  price: wireDecimal.nullable(),
  size: wireDecimal,
});
export type FuturesOrderAnswer = z.infer<typeof futuresOrderAnswer>;

/** The place answer adds the order's outcome (docs/protocol-markets.md "Order outcome"). */
export const placedFuturesOrder = futuresOrderAnswer.extend({ outcome: orderOutcomeSchema });

/** An open order (`GET /v1/futures/orders/open`, the `futures.orders` channel): resting, then trigger orders. */
export const futuresOpenOrder = z.object({
  orderId: z.string(),
  symbol: z.string(),
  side: orderSide,
  positionSide: positionDirection,
  reduceOnly: z.boolean(),
  orderType: futuresOrderType,
  /** "0" for a market trigger order. */
  price: wireDecimal,
  size: wireDecimal,
  /** Margin and fee held for it. */
  hold: wireDecimal,
  /** Null once on the book. */
  triggerPrice: wireDecimal.nullable(),
  /** When it was placed; null for an order kept from a snapshot taken before the field existed. */
  time: wireTime.nullable(),
});
export type FuturesOpenOrderWire = z.infer<typeof futuresOpenOrder>;
