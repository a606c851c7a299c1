import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';

/**
 * A contract's prices, funding, top of book and 24-hour figures (`GET /v1/futures/tickers`, the
 * `futures.ticker` channel). Prices are null until known, the 24-hour price figures until the
 * contract's first trade.
 */
export const futuresTicker = z.object({
  symbol: z.string(),
  indexPrice: wireDecimal.nullable(),
  markPrice: wireDecimal.nullable(),
  lastPrice: wireDecimal.nullable(),
  /** The predicted rate of the running interval. */
  fundingRate: wireDecimal,
  lastFundingRate: wireDecimal,
  nextFundingTime: wireTime.nullable(),
  fundingIntervalMs: z.number().int().positive(),
  open24h: wireDecimal.nullable(),
  high24h: wireDecimal.nullable(),
  low24h: wireDecimal.nullable(),
  change24h: wireDecimal.nullable(),
  changeRate24h: wireDecimal.nullable(),
  baseVolume: wireDecimal,
  quoteVolume: wireDecimal,
  bestBid: wireDecimal.nullable(),
  bestAsk: wireDecimal.nullable(),
  ts: wireTime,
});
export type FuturesTickerWire = z.infer<typeof futuresTicker>;
