import { Decimal } from '@tideline/core/decimal';
import {
  estimateLiquidationPrice,
  isLiquidatable,
  MarginMode,
  maintenanceMarginFor,
  PositionDirection,
  type RiskTier,
  type TieredCrossLiquidationInput,
} from '@tideline/core/futures';

/**
 * The engine's liquidation rule and its displayed liquidation price, both built on the shared
 * `@tideline/core/futures` math so the client's estimate and the engine agree. A position (or a
 * cross account) is taken over when its margin balance no longer covers the maintenance margin
 * plus the taker fee of closing it at the mark price, the same equation the liquidation-price
 * solvers use. Amounts are decimal strings in USDT; sizes in base currency.
 */

export interface IsolatedHolding {
  readonly direction: PositionDirection;
  readonly entryPrice: string;
  readonly size: string;
  readonly margin: string;
  readonly tiers: readonly RiskTier[];
  readonly feeRate: string;
}

/** Maintenance margin plus the fee of closing `notional` at the taker rate. */
export function closingRequirement(notional: Decimal, tiers: readonly RiskTier[], feeRate: string): Decimal {
  return maintenanceMarginFor(notional, tiers).plus(notional.times(feeRate));
}

function signedMove(direction: PositionDirection, entry: Decimal, mark: Decimal, size: Decimal): Decimal {
  const move = mark.minus(entry).times(size);
  return direction === PositionDirection.Long ? move : move.negated();
}

/** True when the isolated position's margin + uPnL at `markPrice` has fallen to its requirement. */
export function isolatedShouldLiquidate(holding: IsolatedHolding, markPrice: string): boolean {
  const size = new Decimal(holding.size);
  const mark = new Decimal(markPrice);
  const balance = new Decimal(holding.margin).plus(
    signedMove(holding.direction, new Decimal(holding.entryPrice), mark, size),
  );
  return isLiquidatable(closingRequirement(mark.times(size), holding.tiers, holding.feeRate), balance);
}

/** Displayed isolated liquidation price: the client's estimate from the same holding. */
export function isolatedDisplayedLiquidationPrice(
  holding: IsolatedHolding,
  pricePlace: number,
): string | null {
  return estimateLiquidationPrice({ marginMode: MarginMode.Fixed, pricePlace, ...holding });
}

/** One symbol's legs in a cross account (size 0 for an absent leg). */
export interface CrossSymbolHolding {
  readonly longEntryPrice: string;
  readonly longSize: string;
  readonly shortEntryPrice: string;
  readonly shortSize: string;
  /** Margin assigned to this symbol's legs. */
  readonly margin: string;
  readonly tiers: readonly RiskTier[];
  readonly feeRate: string;
}

/**
 * Cross maintenance is tiered on the symbol's gross notional (both two-way legs together), which
 * is what the §3 liquidation input's single `mm` rate can express.
 */
function symbolRequirement(holding: CrossSymbolHolding, mark: Decimal): Decimal {
  const gross = mark.times(new Decimal(holding.longSize).plus(holding.shortSize));
  return closingRequirement(gross, holding.tiers, holding.feeRate);
}

function symbolUpnl(holding: CrossSymbolHolding, mark: Decimal): Decimal {
  return signedMove(
    PositionDirection.Long,
    new Decimal(holding.longEntryPrice),
    mark,
    new Decimal(holding.longSize),
  ).plus(
    signedMove(
      PositionDirection.Short,
      new Decimal(holding.shortEntryPrice),
      mark,
      new Decimal(holding.shortSize),
    ),
  );
}

export interface CrossAccountHolding {
  /** Free wallet balance (not held for orders, not assigned to positions). */
  readonly free: string;
  /** Margin held for open orders: reserved, so it does not absorb losses. */
  readonly orderMargin: string;
  /** Per symbol: the legs and the current mark price. */
  readonly symbols: ReadonlyArray<{ readonly holding: CrossSymbolHolding; readonly markPrice: string }>;
}

/** True when the cross account's equity at the mark prices has fallen to its requirement. */
export function crossShouldLiquidate(account: CrossAccountHolding): boolean {
  let balance = new Decimal(account.free);
  let requirement = new Decimal(0);
  for (const { holding, markPrice } of account.symbols) {
    const mark = new Decimal(markPrice);
    balance = balance.plus(holding.margin).plus(symbolUpnl(holding, mark));
    requirement = requirement.plus(symbolRequirement(holding, mark));
  }
  return isLiquidatable(requirement, balance);
}

/**
 * The §3 liquidation input for `symbolIndex` in the account, less the maintenance rate (the
 * symbol's tiers give it). The other symbols' closing fees go into `othersMaintain`, since the
 * engine's requirement counts them.
 */
export function crossLiquidationInput(
  account: CrossAccountHolding,
  symbolIndex: number,
): TieredCrossLiquidationInput {
  let othersUpnl = new Decimal(0);
  let othersMaintain = new Decimal(0);
  let othersMargin = new Decimal(0);
  account.symbols.forEach(({ holding, markPrice }, index) => {
    if (index === symbolIndex) return;
    const mark = new Decimal(markPrice);
    othersUpnl = othersUpnl.plus(symbolUpnl(holding, mark));
    othersMaintain = othersMaintain.plus(symbolRequirement(holding, mark));
    othersMargin = othersMargin.plus(holding.margin);
  });
  const own = account.symbols[symbolIndex]!.holding;
  return {
    bp: own.margin,
    available: new Decimal(account.free).plus(othersMargin).plus(account.orderMargin).toFixed(),
    othersUpnl: othersUpnl.toFixed(),
    othersMaintain: othersMaintain.toFixed(),
    longOpenPrice: own.longEntryPrice,
    longOpenCount: own.longSize,
    shortOpenPrice: own.shortEntryPrice,
    shortOpenCount: own.shortSize,
    totalDelegateValue: account.orderMargin,
    tiers: own.tiers,
    feeRate: own.feeRate,
  };
}

/**
 * Displayed cross liquidation price of one symbol, the other symbols' marks held fixed: the
 * client's estimate (tiered §3 solver, rounded toward the mark by the net leg) from the same input.
 */
export function crossDisplayedLiquidationPrice(
  account: CrossAccountHolding,
  symbolIndex: number,
  pricePlace: number,
): string | null {
  return estimateLiquidationPrice({
    marginMode: MarginMode.Cross,
    pricePlace,
    ...crossLiquidationInput(account, symbolIndex),
  });
}
