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

export interface PublicTrade {
  tradeId: string;
  price: string;
  size: string;
  side: 'buy' | 'sell';
  ts: number;
}

/** [openTime, open, high, low, close, baseVolume, quoteVolume]. */
export type CandleRow = readonly [number, string, string, string, string, string, string];

export const CANDLE_INTERVALS = [
  '1m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '6h',
  '12h',
  '1d',
  '1w',
  '1M',
] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

export type OrderStatus = 'new' | 'partially_filled' | 'filled' | 'cancelled';

/** The spot order of spec §3 as the gateway returns it. */
export interface SpotOrder {
  orderNo: string;
  symbol: string;
  side: 'buy' | 'sell';
  orderType: 'limit' | 'market';
  status: OrderStatus;
  buyPrice: string;
  buyDelegateCount: string;
  buyDealCount: string;
  dealCount: string;
  holdCount: string;
  marketPrice: string;
  fee: string;
  feeAsset: string;
  trackingType: number;
  pricePlace: number;
  quotePrecision: number;
  createTime: number;
}

export interface SpotFill {
  tradeId: string;
  orderNo: string;
  symbol: string;
  side: 'buy' | 'sell';
  liquidity: 'maker' | 'taker';
  price: string;
  size: string;
  quoteAmount: string;
  fee: string;
  feeAsset: string;
  ts: number;
}

export interface AssetBalance {
  asset: string;
  available: string;
  hold: string;
  total: string;
}

/** A plan (trigger) order (markets protocol §3): it places its order when the last price reaches the trigger. */
export interface PlanOrder {
  planNo: string;
  symbol: string;
  side: 'buy' | 'sell';
  orderType: 'limit' | 'market';
  triggerPrice: string;
  triggerDirection: 'up' | 'down';
  /** The limit price of the order it places; null for a market order. */
  price: string | null;
  size: string;
  status: 'waiting' | 'triggered' | 'cancelled' | 'failed';
  orderNo: string | null;
  createTime: number;
}
