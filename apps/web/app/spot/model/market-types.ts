import type { SpotBalanceWire } from '@tideline/protocol/asset/balances';
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import type { SpotTradeWire } from '@tideline/protocol/spot/market-data';
import type { SpotOrderWire } from '@tideline/protocol/spot/order';
import type { SpotPlanWire } from '@tideline/protocol/spot/plan';

/** A listed pair as `/v1/market/symbols` describes it (markets protocol §2). Decimals stay strings. */
export interface SpotSymbol {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  pricePlace: number;
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

/** The 24-hour ticker of a pair (markets protocol §2). */
export interface SpotTicker {
  symbol: string;
  last: string;
  open24h: string;
  high24h: string;
  low24h: string;
  changeRate24h: string;
  baseVolume: string;
  quoteVolume: string;
}

export type PublicTrade = SpotTradeWire;

/** [openTime, open, high, low, close, baseVolume, quoteVolume]. */
export type CandleRow = readonly [number, string, string, string, string, string, string];

export { CANDLE_INTERVALS, type CandleInterval } from '@tideline/protocol/candle';

/** The spot order of spec §3 as the gateway returns it. */
export type SpotOrder = SpotOrderWire;
export type OrderStatus = SpotOrder['status'];
export type SpotFill = SpotFillWire;
export type AssetBalance = SpotBalanceWire;
/** A plan (trigger) order (markets protocol §3): it places its order when the last price reaches the trigger. */
export type PlanOrder = SpotPlanWire;
