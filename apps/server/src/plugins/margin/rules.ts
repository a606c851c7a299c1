import { UNIT } from '../../platform/ledger/book-units.ts';

/**
 * Margin trading's rules as pure functions (docs/protocol-margin.md "Rules"). Amounts are integer
 * units of 1e-8 of their asset (book-units.ts); prices are units of the quote asset (USDT) per
 * whole base asset; rates and levels are fixed-point with 1e8 = 1.
 */

export const HOUR_MS = 3_600_000;

/** The hour an instant falls in, on the gateway clock: interest is due at each hour's start. */
export function hourIndex(ms: number): number {
  return Math.floor(ms / HOUR_MS);
}

/** Divides rounding up, for what the platform charges (never in the borrower's favour by a unit). */
function ceilDiv(a: bigint, b: bigint): bigint {
  return a <= 0n ? 0n : (a + b - 1n) / b;
}

/**
 * One hour's interest on a principal at a daily rate (1e8 = 100% a day): principal x rate / 24,
 * rounded up to a unit. Simple interest: accrued interest earns none.
 */
export function hourlyInterest(principal: bigint, dailyRate: bigint): bigint {
  return ceilDiv(principal * dailyRate, UNIT * 24n);
}

/**
 * Interest due for the hour starts after `fromHour` up to and including `toHour` on a principal
 * that stayed the same meanwhile; nothing when the clock has not reached a new hour.
 */
export function interestBetween(
  principal: bigint,
  dailyRate: bigint,
  fromHour: number,
  toHour: number,
): bigint {
  if (toHour <= fromHour) return 0n;
  return hourlyInterest(principal, dailyRate) * BigInt(toHour - fromHour);
}

/** What an amount of an asset is worth in the quote asset at a price (rounded down). */
export function quoteValue(units: bigint, price: bigint): bigint {
  return (units * price) / UNIT;
}

/**
 * Margin level = total asset value / (total debt + interest), 1e8 = 1; null when nothing is owed
 * (the level is unbounded, the account is safe).
 */
export function marginLevel(assetValue: bigint, debtValue: bigint): bigint | null {
  if (debtValue <= 0n) return null;
  return (assetValue * UNIT) / debtValue;
}

export interface RiskLevels {
  /** At or below: the account is warned (1.3 by default). */
  readonly warning: bigint;
  /** At or below: margin call, the user is told to add collateral or repay (1.2). */
  readonly marginCall: bigint;
  /** At or below: forced liquidation (1.1). */
  readonly liquidation: bigint;
}

export const DEFAULT_RISK_LEVELS: RiskLevels = {
  warning: 130_000_000n,
  marginCall: 120_000_000n,
  liquidation: 110_000_000n,
};

export type RiskState = 'safe' | 'warning' | 'margin-call' | 'liquidation';

export function riskStateOf(level: bigint | null, levels: RiskLevels = DEFAULT_RISK_LEVELS): RiskState {
  if (level === null || level > levels.warning) return 'safe';
  if (level > levels.marginCall) return 'warning';
  if (level > levels.liquidation) return 'margin-call';
  return 'liquidation';
}

export interface BorrowLimitInput {
  /** What the account holds, valued in the quote asset. */
  readonly assetValue: bigint;
  /** What it owes (principal and interest), valued in the quote asset. */
  readonly debtValue: bigint;
  /** The account's maximum leverage as a whole number (3 cross, 10 isolated by default). */
  readonly leverage: number;
  /** The price of the asset to borrow in the quote asset (UNIT for the quote asset itself). */
  readonly price: bigint;
  /** What the lending pool still has of the asset. */
  readonly poolAvailable: bigint;
}

/**
 * The most of an asset the account may borrow: its total debt may reach (leverage - 1) x its
 * equity (assets - debt), as on the largest exchanges, and no more than the lending pool has.
 */
export function maxBorrowable(input: BorrowLimitInput): bigint {
  const equity = input.assetValue - input.debtValue;
  if (equity <= 0n || input.price <= 0n || input.leverage <= 1) return 0n;
  const room = BigInt(input.leverage - 1) * equity - input.debtValue;
  if (room <= 0n) return 0n;
  const units = (room * UNIT) / input.price;
  return units < input.poolAvailable ? units : input.poolAvailable > 0n ? input.poolAvailable : 0n;
}

/** One asset's side of an account, for the liquidation price in that asset. */
export interface Exposure {
  /** What the account holds of the asset. */
  readonly held: bigint;
  /** What it owes of the asset (principal and interest). */
  readonly owed: bigint;
  /** Everything else it holds, valued in the quote asset at current prices. */
  readonly otherValue: bigint;
  /** Everything else it owes, valued in the quote asset at current prices. */
  readonly otherDebt: bigint;
}

export interface LiquidationPrice {
  /** The price (units of quote per whole asset) at which the level reaches the liquidation level. */
  readonly price: bigint;
  /** 'below': liquidated when the price falls to it (a long); 'above': when it rises to it (a short). */
  readonly direction: 'below' | 'above';
}

/**
 * The asset price at which the margin level reaches `level`, other prices unchanged: solves
 * (held x p + otherValue) / (owed x p + otherDebt) = level for p. Null when no price of this asset
 * liquidates the account (its level does not fall as this price moves either way, or never
 * reaches the level). For an isolated pair it is the pair's liquidation price.
 */
export function liquidationPrice(exposure: Exposure, level: bigint): LiquidationPrice | null {
  // level x (owed x p + otherDebt) = held x p + otherValue, all scaled by UNIT.
  const slope = exposure.held * UNIT - level * exposure.owed;
  const constant = level * exposure.otherDebt - exposure.otherValue * UNIT;
  if (slope === 0n) return null;
  if (slope > 0n) {
    // The level rises with the price: liquidated at or below p = constant / slope.
    if (constant <= 0n) return null;
    return { price: (constant * UNIT) / slope, direction: 'below' };
  }
  if (constant >= 0n) return { price: 0n, direction: 'above' };
  return { price: (-constant * UNIT) / -slope, direction: 'above' };
}

/**
 * The debts a liquidation repays from what the account holds after selling: each asset's debt is
 * paid from the same asset, interest first; what cannot be paid is the protection fund's shortfall.
 */
export function repaymentOf(
  held: bigint,
  interest: bigint,
  principal: bigint,
): { interestPaid: bigint; principalPaid: bigint; shortfall: bigint } {
  const interestPaid = held < interest ? held : interest;
  const rest = held - interestPaid;
  const principalPaid = rest < principal ? rest : principal;
  return { interestPaid, principalPaid, shortfall: interest - interestPaid + principal - principalPaid };
}
