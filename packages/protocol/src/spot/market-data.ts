import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';

/** The public spot market data on the wire (docs/protocol-markets.md §2), REST and streams alike. */

export const orderSide = z.enum(['buy', 'sell']);
export const spotOrderType = z.enum(['limit', 'market']);
export const timeInForce = z.enum(['GTC', 'IOC', 'FOK']);

/** A listed pair and its trading rules (`GET /v1/market/symbols`). */
export const spotSymbol = z.object({
  symbol: z.string(),
  baseCoin: z.string(),
  quoteCoin: z.string(),
  pricePlace: z.number().int().nonnegative(),
  quotePrecision: z.number().int().nonnegative(),
  tickSize: wireDecimal,
  lotSize: wireDecimal,
  minTradeAmount: wireDecimal,
  maxTradeAmount: wireDecimal,
  minTradeUSDT: wireDecimal,
  maxPrice: wireDecimal,
  /** The price steps the merged depth offers, finest first. */
  depthSteps: z.array(wireDecimal),
  /** VIP0 rates as decimal fractions ("0.001000" = 0.1%). */
  makerFeeRate: wireDecimal,
  takerFeeRate: wireDecimal,
  orderTypes: z.array(spotOrderType),
  timeInForce: z.array(timeInForce),
  status: z.literal('online'),
});
export type SpotSymbolWire = z.infer<typeof spotSymbol>;

/** A pair's 24-hour figures and top of book (`GET /v1/market/tickers`, the `ticker` channel). */
export const spotTicker = z.object({
  symbol: z.string(),
  last: wireDecimal,
  open24h: wireDecimal,
  high24h: wireDecimal,
  low24h: wireDecimal,
  change24h: wireDecimal,
  /** Percent, two decimals ("-1.25"). */
  changeRate24h: wireDecimal,
  baseVolume: wireDecimal,
  quoteVolume: wireDecimal,
  bestBid: wireDecimal.nullable(),
  bestAsk: wireDecimal.nullable(),
  ts: wireTime,
});
export type SpotTickerWire = z.infer<typeof spotTicker>;

/** A merged book level: [price, size in the base asset]. */
export const depthLevel = z.tuple([wireDecimal, wireDecimal]);

/** The order book merged by a price step, best first (`GET /v1/market/depth`). */
export const spotDepth = z.object({
  symbol: z.string(),
  step: wireDecimal,
  bids: z.array(depthLevel),
  asks: z.array(depthLevel),
  /** CRC32 of the top levels (docs/protocol-markets.md), to check a book kept from the stream. */
  checksum: z.number().int(),
  ts: wireTime,
});

/** A public trade (`GET /v1/market/trades`, the `trades` channel); side is the taker's. */
export const spotTrade = z.object({
  tradeId: z.string(),
  price: wireDecimal,
  size: wireDecimal,
  side: orderSide,
  ts: wireTime,
});
export type SpotTradeWire = z.infer<typeof spotTrade>;

/** What one USDT is worth in each valuation currency (`GET /v1/market/fiat-rates`). */
export const fiatRates = z.object({
  base: z.literal('USDT'),
  rates: z.array(
    z.object({
      /** ISO code: USD, EUR, ... */
      currency: z.string(),
      /** The §3 valuation pair: usdt_usd, usdt_eur, ... */
      value: z.string(),
      rate: wireDecimal,
    }),
  ),
});
export type FiatRatesWire = z.infer<typeof fiatRates>;
