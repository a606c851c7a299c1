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
});
export type FuturesContractWire = z.infer<typeof futuresContract>;
