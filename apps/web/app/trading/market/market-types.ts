import type { SpotTradeWire } from '@tideline/protocol/spot/market-data';

// What the market widgets (ticker, market list, chart, book, trades) read, whatever the venue:
// a spot pair is one as it is; a futures contract is described in the same shape by its venue's
// adapter (`futures/model/market-adapter.ts`).

/** A listed market as `/v1/market/symbols` describes a pair (markets protocol §2). Decimals stay strings. */
export interface MarketSymbol {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  pricePlace: number;
  /** Decimals of a size (the pair's quote precision, the contract's size places). */
  quotePrecision: number;
  tickSize: string;
  minTradeAmount: string;
  maxTradeAmount: string;
  minTradeUSDT: string;
  maxPrice: string;
  depthSteps: string[];
  makerFeeRate: string;
  takerFeeRate: string;
}

/** The 24-hour ticker of a market (markets protocol §2). */
export interface MarketTicker {
  symbol: string;
  last: string;
  open24h: string;
  high24h: string;
  low24h: string;
  changeRate24h: string;
  baseVolume: string;
  quoteVolume: string;
}

/** A public trade, taker side, newest first in the lists. */
export type PublicTrade = SpotTradeWire;

/** [openTime, open, high, low, close, baseVolume, quoteVolume]. */
export type CandleRow = readonly [number, string, string, string, string, string, string];

export { CANDLE_INTERVALS, type CandleInterval } from '@tideline/protocol/candle';
