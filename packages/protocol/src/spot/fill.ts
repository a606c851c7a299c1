import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';
import { orderSide } from './market-data.ts';

/** One fill of the account's order (`GET /v1/spot/order/fills`, the private `fills` channel). */
export const spotFill = z.object({
  tradeId: z.string(),
  orderNo: z.string(),
  symbol: z.string(),
  side: orderSide,
  liquidity: z.enum(['maker', 'taker']),
  price: wireDecimal,
  size: wireDecimal,
  /** Price times size, in the quote asset. */
  quoteAmount: wireDecimal,
  fee: wireDecimal,
  /** The asset received, in which the fee is charged. */
  feeAsset: z.string(),
  ts: wireTime,
});
export type SpotFillWire = z.infer<typeof spotFill>;
