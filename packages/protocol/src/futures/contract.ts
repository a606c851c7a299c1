import { z } from 'zod';
import { wireDecimal } from '../endpoint.ts';

/** A maintenance tier: a position's notional picks the first tier whose `maxNotional` covers it. */
export const riskTier = z.object({
  level: z.number().int().positive(),
  maxNotional: wireDecimal,
  maintenanceMarginRate: wireDecimal,
  maxLeverage: wireDecimal,
  maintenanceAmount: wireDecimal,
});

/**
 * One source of a contract's index price: a venue's market of the same pair and its weight (the
 * weights of a contract sum to 1). `spot` is this exchange's own spot market.
 */
export const indexComponent = z.object({
  venue: z.enum(['spot']),
  symbol: z.string(),
  weight: wireDecimal,
});

/** One USDT-margined perpetual (`GET /v1/futures/contracts`). */
export const futuresContract = z.object({
  symbol: z.string(),
  baseCoin: z.string(),
  quoteCoin: z.string(),
  marginCoin: z.string(),
  pricePlace: z.number().int().nonnegative(),
  sizePlace: z.number().int().nonnegative(),
  tickSize: wireDecimal,
  contractSize: wireDecimal,
  minTradeSize: wireDecimal,
  maxTradeSize: wireDecimal,
  maxPrice: wireDecimal,
  fundingRateCap: wireDecimal,
  riskTiers: z.array(riskTier),
  /** Where the index price comes from: the median of each source's best bid, best ask and last trade. */
  indexComponents: z.array(indexComponent),
});
export type FuturesContractWire = z.infer<typeof futuresContract>;
