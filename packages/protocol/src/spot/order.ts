import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';
import { withFormatHint } from '../format-hint.ts';
import { orderOutcomeSchema } from '../order-outcome.ts';
import { decimalString, orderNumber, pairSymbol, patternString } from '../request-fields.ts';
import { orderSide, spotOrderType, timeInForce } from './market-data.ts';

export const SPOT_ORDER_STATUSES = ['new', 'partially_filled', 'filled', 'cancelled'] as const;
export const spotOrderStatus = z.enum(SPOT_ORDER_STATUSES);

/**
 * The spot order of spec §3 on the wire (docs/protocol-markets.md §3): buyPrice the limit price
 * ("0" for a market order), buyDelegateCount the ordered size, buyDealCount the filled size,
 * dealCount the filled value in the quote asset, holdCount what the order still holds (quote for
 * a buy, base for a sell), marketPrice the average fill price, trackingType 1 for an order placed
 * by a plan order.
 */
export const spotOrder = z.object({
  orderNo: z.string(),
  symbol: z.string(),
  side: orderSide,
  orderType: spotOrderType,
  timeInForce: z.string(),
  postOnly: z.boolean(),
  clientOrderId: z.string().nullable(),
  status: spotOrderStatus,
  buyPrice: wireDecimal,
  buyDelegateCount: wireDecimal,
  buyDealCount: wireDecimal,
  dealCount: wireDecimal,
  holdCount: wireDecimal,
  marketPrice: wireDecimal,
  fee: wireDecimal,
  feeAsset: z.string(),
  trackingType: z.union([z.literal(0), z.literal(1)]),
  pricePlace: z.number().int().nonnegative(),
  quotePrecision: z.number().int().nonnegative(),
  createTime: wireTime,
  updateTime: wireTime,
});
export type SpotOrderWire = z.infer<typeof spotOrder>;

/** A placement's answer: the order and what became of it by then (issue #18). */
export const placedSpotOrder = spotOrder.extend({ outcome: orderOutcomeSchema });

/** What a user's client order id may be; ids the server gives its own orders lie outside it. */
export const CLIENT_ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const clientOrderId = patternString(CLIENT_ORDER_ID_PATTERN, 'hint.clientOrderId');

/** `POST /v1/spot/order/place`: a limit (price), or a market order by size, or a market buy by funds. */
export const placeSpotOrderBody = z.strictObject({
  symbol: pairSymbol,
  side: orderSide,
  orderType: spotOrderType,
  price: decimalString.optional(),
  size: decimalString.optional(),
  /** Market buys only, instead of size: the most quote to spend. */
  funds: decimalString.optional(),
  timeInForce: timeInForce.optional(),
  postOnly: z.boolean().optional(),
  clientOrderId: clientOrderId.optional(),
});

/** `POST /v1/spot/order/cancel`: exactly one of the order number and the client order id. */
export const cancelSpotOrderBody = z
  .strictObject({
    symbol: pairSymbol,
    orderNo: orderNumber.optional(),
    clientOrderId: clientOrderId.optional(),
  })
  .check(
    withFormatHint(
      z.refine<{ orderNo?: number; clientOrderId?: string }>(
        (body) => (body.orderNo === undefined) !== (body.clientOrderId === undefined),
      ),
      'hint.oneOrderReference',
    ),
  );

/** `POST /v1/spot/order/batchCancel`: the listed orders, else every open order (of the symbol). */
export const batchCancelBody = z.strictObject({
  symbol: pairSymbol.optional(),
  orderNos: z.array(orderNumber).max(100).optional(),
});

/** One order's result in a batch cancel; code is the refusal's result code. */
export const batchCancelResults = z.object({
  results: z.array(z.object({ orderNo: z.string(), success: z.boolean(), code: z.string().nullable() })),
});
