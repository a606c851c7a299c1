import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';
import { decimalString, orderNumber, pairSymbol } from '../request-fields.ts';
import { orderSide, spotOrderType } from './market-data.ts';

/**
 * A plan (trigger) order (docs/protocol-markets.md §3): it places its order when the last price
 * reaches the trigger, crossing it in `triggerDirection`.
 */
export const spotPlan = z.object({
  planNo: z.string(),
  symbol: z.string(),
  side: orderSide,
  orderType: spotOrderType,
  triggerPrice: wireDecimal,
  triggerDirection: z.enum(['up', 'down']),
  /** The limit price of the order it places; null for a market order. */
  price: wireDecimal.nullable(),
  size: wireDecimal,
  status: z.enum(['waiting', 'triggered', 'cancelled', 'failed']),
  /** The order it placed, once triggered. */
  orderNo: z.string().nullable(),
  trackingType: z.literal(1),
  createTime: wireTime,
  updateTime: wireTime,
});
export type SpotPlanWire = z.infer<typeof spotPlan>;

/** `POST /v1/spot/plan/place`: `price` only for a limit order at the trigger. */
export const placePlanBody = z.strictObject({
  symbol: pairSymbol,
  side: orderSide,
  orderType: spotOrderType,
  triggerPrice: decimalString,
  price: decimalString.optional(),
  size: decimalString,
});

export const cancelPlanBody = z.strictObject({ planNo: orderNumber });
