import type { MarginMode, PositionDirection, PositionMode } from './constants.ts';

/**
 * Spec §3 futures position, as the wire carries it (decimal strings). The spec lists the names
 * only; the meanings below are our reading of them and are what the reference gateway fills in.
 */
export interface FuturesPosition {
  direction: PositionDirection;
  marginMode: MarginMode;
  positionMode: PositionMode;
  /** Average price of the fills that opened the current size. */
  openAvgPrice: string;
  /** Size filled by opening orders. */
  openDealCount: string;
  /** Size filled by closing orders. */
  closeDealCount: string;
  /** Leverage of this position. */
  openLevel: string;
  /** Position margin currently assigned (isolated: including margin added by hand). */
  openMarginCount: string;
  /** Current open size, in base currency. */
  count: string;
  /** Realised profit and loss so far (fees included). */
  achievedProfits: string;
  /** The `positions*` fields: the same figures for the whole symbol leg when several opens merge. */
  positionsOpenAvgPrice: string;
  positionsOpenMarginCount: string;
  positionsCount: string;
  positionsLevel: string;
}

/**
 * Spec §3 liquidation input, the record the cross-margin liquidation price is computed from.
 * All amounts in USDT; sizes in base currency; rates as fractions (0.005 = 0.5%).
 */
export interface LiquidationInput {
  /** Position margin currently assigned to this symbol's position(s), both legs in hedge mode. */
  bp: string;
  /**
   * Account collateral not assigned to any position margin. It still contains the margin frozen
   * for open orders, which is why `totalDelegateValue` is subtracted separately.
   */
  available: string;
  /** Unrealised PnL of the account's other cross positions (other symbols), at the mark price. */
  othersUpnl: string;
  /** Maintenance margin the account's other cross positions require. */
  othersMaintain: string;
  /** Average entry price and size of the long leg; size 0 when there is no long. */
  longOpenPrice: string;
  longOpenCount: string;
  /** Average entry price and size of the short leg; size 0 when there is no short. */
  shortOpenPrice: string;
  shortOpenCount: string;
  /** Margin frozen for the account's open (delegated) orders: reserved, so it cannot absorb losses. */
  totalDelegateValue: string;
  /** Maintenance margin rate of this symbol. */
  mm: string;
  /** Taker fee rate, charged when the liquidation closes the position. */
  feeRate: string;
}
