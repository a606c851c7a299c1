import { MarginMode, PositionDirection, type PositionMode } from '@tideline/core/futures';
import type { OrderBook } from '../markets/engine/order-book.ts';
import type { BookSnapshot, Side } from '../markets/engine/types.ts';
import { formatUnits } from '../markets/fixed-point.ts';
import type { FeeTierName } from '../markets/ledger/fee-tiers.ts';
import type { LedgerSnapshot } from '../markets/ledger/ledger.ts';
import { LEDGER_DECIMALS } from '../markets/symbols.ts';
import { contractKeys } from './contract-keys.ts';
import type { ContractSpec } from './contracts.ts';
import type { TierUnits } from './liquidation-price.ts';
import { DEFAULT_FUNDING_INTERVAL_MS } from './prices.ts';
import type { PendingTransfer, PlaceFuturesOrderCommand, TriggerSpec } from './types.ts';

// The futures engine's state records (what a snapshot holds) and the small helpers over them.

export interface Market {
  readonly contract: ContractSpec;
  readonly book: OrderBook;
  /** Ledger units in one tick x one lot. */
  readonly unitsPerTickLot: bigint;
  readonly pricePlace: number;
  readonly sizePlace: number;
  /** The risk tiers in ledger units and ppm, for the exact screens and liquidation prices. */
  readonly tiers: readonly TierUnits[];
  /** Largest position value allowed per leverage, in ledger units, filled in as leverages are used. */
  readonly maxValueByLeverage: Map<number, bigint>;
  indexPrice: number | undefined;
  markPrice: number | undefined;
  lastPrice: number | undefined;
  /** Damped basis, in 10^-8 ticks (a decimal string in snapshots). */
  basis: bigint;
  /** Sum of this interval's premium samples, in 10^-10 (a decimal string in snapshots). */
  premiumSum: bigint;
  /** The funding rate cap, in 10^-10. */
  readonly fundingCapUnits: bigint;
  premiumSamples: number;
  nextFundingTime: number | undefined;
  lastFundingRate: string;
}

export interface Position {
  readonly accountId: string;
  readonly symbol: string;
  readonly direction: PositionDirection;
  readonly marginMode: MarginMode;
  /** Lots. */
  size: number;
  /** Sum of price x size of the open size, in ledger units. */
  entryValue: bigint;
  /** Mirror of the position's margin account balance. */
  margin: bigint;
  openDeal: number;
  closeDeal: number;
  achieved: bigint;
  takeProfit: TriggerSpec | null;
  stopLoss: TriggerSpec | null;
}

export interface OrderRecord {
  readonly orderId: number;
  readonly accountId: string;
  readonly symbol: string;
  readonly side: Side;
  /** The position it opens, or for reduce-only orders the position it reduces. */
  readonly positionSide: PositionDirection;
  readonly reduceOnly: boolean;
  readonly orderType: 'limit' | 'market';
  readonly limitPrice: number;
  hold: bigint;
  remaining: number;
  readonly takeProfit: TriggerSpec | null;
  readonly stopLoss: TriggerSpec | null;
  /** When it was placed (Unix ms); absent on orders restored from a snapshot older than this field. */
  readonly placedAt?: number;
  /** The size ordered, in lots (`remaining` shrinks as it fills); absent as placedAt. */
  readonly ordered?: number;
  /**
   * The sum of price ticks x size lots over its fills, for its average fill price: exact in a
   * double below 2^53 (at 95,000.00 USDT a tick, 9.5e6 ticks, that is 9.4e8 lots filled by one
   * order). Absent on orders restored from a snapshot older than this field, whose earlier fills
   * it would miss: their average is then not given.
   */
  filledValue?: number;
}

export interface TriggerOrder {
  readonly orderId: number;
  readonly command: PlaceFuturesOrderCommand;
  readonly triggerPrice: number;
  readonly priceType: 'mark' | 'last';
  /** True when it fires on a rise to the trigger price, false on a fall. */
  readonly rises: boolean;
}

export interface SymbolSettings {
  leverage: number;
  marginMode: MarginMode;
}

export interface FuturesConfig {
  /** Funding interval; 8 hours by default, shortened for development. */
  readonly fundingIntervalMs: number;
  /** Leverage of a symbol the user has not set. */
  readonly defaultLeverage: number;
  readonly defaultMarginMode: MarginMode;
}

export const DEFAULT_FUTURES_CONFIG: FuturesConfig = {
  fundingIntervalMs: DEFAULT_FUNDING_INTERVAL_MS,
  defaultLeverage: 20,
  defaultMarginMode: MarginMode.Cross,
};

export interface FuturesSnapshot {
  readonly version: 1;
  readonly config: FuturesConfig;
  readonly nextOrderId: number;
  readonly markets: ReadonlyArray<{
    readonly symbol: string;
    readonly book: BookSnapshot;
    readonly indexPrice: number | null;
    readonly markPrice: number | null;
    readonly lastPrice: number | null;
    readonly basis: string;
    readonly premiumSum: string;
    readonly premiumSamples: number;
    readonly nextFundingTime: number | null;
    readonly lastFundingRate: string;
  }>;
  readonly positions: ReadonlyArray<
    Omit<Position, 'entryValue' | 'margin' | 'achieved'> & {
      entryValue: string;
      margin: string;
      achieved: string;
    }
  >;
  readonly orders: ReadonlyArray<Omit<OrderRecord, 'hold'> & { hold: string }>;
  readonly triggers: readonly TriggerOrder[];
  readonly settings: ReadonlyArray<readonly [string, SymbolSettings]>;
  readonly positionModes: ReadonlyArray<readonly [string, PositionMode]>;
  readonly feeTiers: ReadonlyArray<readonly [string, FeeTierName]>;
  /** Absent in snapshots written before transfers could be repaired. */
  readonly pendingTransfers?: readonly PendingTransfer[];
  readonly ledger: LedgerSnapshot;
}

/** Prices and funding of one contract, as the market pages show them. */
export interface ContractTicker {
  readonly symbol: string;
  readonly indexPrice: string | null;
  readonly markPrice: string | null;
  readonly lastPrice: string | null;
  /** Predicted rate of the current interval. */
  readonly fundingRate: string;
  readonly lastFundingRate: string;
  readonly nextFundingTime: number | null;
  readonly fundingIntervalMs: number;
}

/** A position with nothing in it yet (its first fill follows). */
export function emptyPosition(
  accountId: string,
  symbol: string,
  direction: PositionDirection,
  marginMode: MarginMode,
): Position {
  return {
    accountId,
    symbol,
    direction,
    marginMode,
    size: 0,
    entryValue: 0n,
    margin: 0n,
    openDeal: 0,
    closeDeal: 0,
    achieved: 0n,
    takeProfit: null,
    stopLoss: null,
  };
}

export function positionKey(accountId: string, symbol: string, direction: PositionDirection): string {
  const keys = contractKeys(accountId, symbol);
  return direction === PositionDirection.Long ? keys.long : keys.short;
}

export function settingsKey(accountId: string, symbol: string): string {
  return contractKeys(accountId, symbol).settings;
}

export function ceilDiv(value: bigint, divisor: bigint): bigint {
  return (value + divisor - 1n) / divisor;
}

export function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function opposite(direction: PositionDirection): PositionDirection {
  return direction === PositionDirection.Long ? PositionDirection.Short : PositionDirection.Long;
}

/**
 * Whether a TP/SL level (ticks) is on the right side of the price it is judged against (ticks,
 * same place): a take profit above it for a long and below it for a short, a stop loss the other
 * way. The integer form of `checkTakeProfit`/`checkStopLoss` of `@tideline/core/futures` for a
 * parsed, positive level.
 */
export function tpslOnRightSide(
  direction: PositionDirection,
  profit: boolean,
  ticks: number,
  reference: number,
): boolean {
  return (direction === PositionDirection.Long) === profit ? ticks > reference : ticks < reference;
}

export function unitsToDecimal(units: bigint): string {
  return formatUnits(units, LEDGER_DECIMALS);
}
