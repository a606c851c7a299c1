import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';
import { orderSide } from './codes.ts';

/** A book level: [price, size in base units]. */
const level = z.tuple([wireDecimal, wireDecimal]);

/** `GET /v1/futures/depth`: both sides, best first. */
export const futuresDepth = z.object({
  symbol: z.string(),
  bids: z.array(level),
  asks: z.array(level),
  ts: wireTime,
});

/** A public trade (`GET /v1/futures/trades`, the `futures.trades` channel). */
export const futuresTrade = z.object({
  tradeId: z.string(),
  price: wireDecimal,
  size: wireDecimal,
  takerSide: orderSide,
  time: wireTime,
});
export type FuturesTradeWire = z.infer<typeof futuresTrade>;
