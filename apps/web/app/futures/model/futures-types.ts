import type { MarginMode, PositionDirection, PositionMode, RiskTier } from '@tideline/core/futures';

// The parts of the futures wire records the page reads (docs/protocol-futures.md). The answers come
// from callEndpoint typed by the protocol schemas (packages/protocol/src/futures) and are assigned to
// these, so the compiler keeps the two in step. Money stays decimal strings.

/** One perpetual contract (`GET /v1/futures/contracts`). */
export interface FuturesContract {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  pricePlace: number;
  sizePlace: number;
  tickSize: string;
  minTradeSize: string;
  maxTradeSize: string;
  maxPrice: string;
  riskTiers: RiskTier[];
}

/**
 * Prices, funding and the 24-hour figures of a contract (`GET /v1/futures/tickers`); prices are
 * null until known, the 24-hour price figures until the contract's first trade.
 */
export interface FuturesTicker {
  symbol: string;
  indexPrice: string | null;
  markPrice: string | null;
  lastPrice: string | null;
  fundingRate: string;
  /** Null until the contract's first funding time is set. */
  nextFundingTime: number | null;
  open24h: string | null;
  high24h: string | null;
  low24h: string | null;
  changeRate24h: string | null;
  baseVolume: string | null;
  quoteVolume: string | null;
  bestBid: string | null;
  bestAsk: string | null;
}

export interface FuturesAccount {
  marginCoin: string;
  available: string;
  orderMargin: string;
  positionMargin: string;
  unrealisedPnl: string;
  equity: string;
  maxTransferOut: string;
  positionMode: PositionMode;
}

export interface FuturesSettings {
  symbol: string;
  leverage: number;
  marginMode: MarginMode;
  positionMode: PositionMode;
  maxLeverage: number;
}

export interface TriggerSetting {
  triggerPrice: string;
  priceType: 'mark' | 'last';
}

/** A §3 position with the gateway's live figures. */
export interface FuturesPositionRow {
  symbol: string;
  direction: PositionDirection;
  marginMode: MarginMode;
  positionMode: PositionMode;
  openAvgPrice: string;
  openLevel: string;
  openMarginCount: string;
  count: string;
  achievedProfits: string;
  markPrice: string | null;
  unrealisedPnl: string | null;
  roe: string | null;
  liquidationPrice: string | null;
  takeProfit: TriggerSetting | null;
  stopLoss: TriggerSetting | null;
}

export type OrderSide = 'buy' | 'sell';

export interface FuturesOpenOrder {
  orderId: string;
  symbol: string;
  side: OrderSide;
  positionSide: PositionDirection;
  reduceOnly: boolean;
  orderType: 'limit' | 'market';
  price: string;
  size: string;
  triggerPrice: string | null;
  /** When it was placed (Unix ms); null for an order kept from an older snapshot. */
  time?: number | null;
}

export interface FuturesOrderRecord {
  orderId: string;
  symbol: string;
  side: OrderSide;
  positionSide: PositionDirection;
  reduceOnly: boolean;
  orderType: 'limit' | 'market';
  /** Null for a market order. */
  price: string | null;
  /** The size ordered (absent on records from before 28 Nov 2026). */
  size?: string | null;
  /** The size filled. */
  dealCount: string;
  /** The average fill price: null when nothing filled (absent as `size`). */
  priceAvg?: string | null;
  /** Why it finished: filled, cancelled, liquidation, rejected-on-trigger. */
  reason: string | null;
  time: number;
}

export interface FuturesFill {
  tradeId: string;
  orderId: string;
  symbol: string;
  side: OrderSide;
  liquidity: 'maker' | 'taker';
  price: string;
  size: string;
  fee: string;
  realisedPnl: string;
  time: number;
}

export interface FundingRecord {
  symbol: string;
  positionSide: PositionDirection;
  rate: string;
  markPrice: string;
  amount: string;
  time: number;
}
