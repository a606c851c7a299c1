import { Decimal, parseDecimal, roundUp } from '@tideline/core/decimal';
import {
  checkStopLoss,
  checkTakeProfit,
  clearIfOutOfBounds,
  estimateLiquidationPrice,
  MarginMode,
  maintenanceMarginFor,
  maxOpenSize,
  PositionDirection,
  PositionMode,
} from '@tideline/core/futures';
import type { FuturesAccount, FuturesContract, FuturesPositionRow, OrderSide } from './futures-types.ts';

// The order form's estimates: cost, largest size, the liquidation price the order would leave and
// the §5 clearing of TP/SL prices. All formulas are the shared futures math of @tideline/core.

/**
 * The standard (VIP0) taker rate the gateway charges on opening and on liquidation. The contract
 * list does not carry fee rates, so estimates use the standard rate; a better tier only lowers
 * the real cost.
 */
export const STANDARD_TAKER_FEE_RATE = '0.0005';

/** A typed number above zero, or null; `1.` (typed on the way to `1.5`) reads as 1. */
export function typedPositive(value: string): Decimal | null {
  const parsed = parseDecimal(value.endsWith('.') ? value.slice(0, -1) : value);
  return parsed === null || !parsed.greaterThan(0) ? null : parsed;
}

/** The position an order adds to: buy opens or adds to a long, sell to a short. */
export function directionOfSide(side: OrderSide): PositionDirection {
  return side === 'buy' ? PositionDirection.Long : PositionDirection.Short;
}

/** Initial margin plus the opening fee of an order, rounded up to the cent the wallet holds. */
export function orderCost(price: string, size: string, leverage: number): Decimal | null {
  const p = typedPositive(price);
  const q = typedPositive(size);
  if (p === null || q === null || leverage <= 0) return null;
  const value = p.times(q);
  return roundUp(value.dividedBy(leverage).plus(value.times(STANDARD_TAKER_FEE_RATE)), 2);
}

/** The largest size the free balance opens at this price and leverage, within the risk tiers. */
export function largestSize(
  account: FuturesAccount | undefined,
  price: string,
  leverage: number,
  contract: FuturesContract,
): Decimal | null {
  const p = typedPositive(price);
  if (account === undefined || p === null || leverage <= 0) return null;
  return maxOpenSize({
    available: account.available,
    price: p,
    leverage,
    feeRate: STANDARD_TAKER_FEE_RATE,
    sizeDecimals: contract.sizePlace,
    tiers: contract.riskTiers,
  });
}

interface Leg {
  price: Decimal;
  size: Decimal;
  margin: Decimal;
}

const NO_LEG: Leg = { price: new Decimal(0), size: new Decimal(0), margin: new Decimal(0) };

function legOf(positions: readonly FuturesPositionRow[], direction: PositionDirection): Leg {
  const row = positions.find((position) => position.direction === direction);
  if (row === undefined) return NO_LEG;
  return {
    price: new Decimal(row.openAvgPrice),
    size: new Decimal(row.count),
    margin: new Decimal(row.openMarginCount),
  };
}

function added(leg: Leg, price: Decimal, size: Decimal, margin: Decimal): Leg {
  const total = leg.size.plus(size);
  return {
    price: leg.price.times(leg.size).plus(price.times(size)).dividedBy(total),
    size: total,
    margin: leg.margin.plus(margin),
  };
}

function reduced(leg: Leg, size: Decimal): Leg {
  const left = leg.size.minus(size);
  if (!left.greaterThan(0)) return NO_LEG;
  return { price: leg.price, size: left, margin: leg.margin.times(left).dividedBy(leg.size) };
}

export interface OrderLiquidationInput {
  contract: FuturesContract;
  side: OrderSide;
  /** Closing orders (hedge-mode close, reduce-only) shrink the leg instead of adding to it. */
  closing: boolean;
  positionMode: PositionMode;
  marginMode: MarginMode;
  leverage: number;
  price: string;
  size: string;
  /** This symbol's open positions. */
  positions: readonly FuturesPositionRow[];
  /** Open positions on the other symbols, with their contracts, for the cross collateral. */
  others: readonly { position: FuturesPositionRow; contract: FuturesContract }[];
  account: FuturesAccount | undefined;
}

/**
 * The liquidation price the symbol's position would have once this order fills (spec §3 liquidation
 * input for cross margin, the isolated formula otherwise), through the shared estimate the
 * gateway's positions carry, so both show the same price. Null while the form is incomplete or when nothing would be liquidated.
 */
export function estimatedLiquidationPrice(
  input: OrderLiquidationInput,
): { direction: PositionDirection; price: string } | null {
  const price = typedPositive(input.price);
  const size = typedPositive(input.size);
  if (price === null || size === null || input.leverage <= 0) return null;
  const margin = price.times(size).dividedBy(input.leverage);
  const orderDirection = directionOfSide(input.side);
  let long = legOf(input.positions, PositionDirection.Long);
  let short = legOf(input.positions, PositionDirection.Short);

  if (input.positionMode === PositionMode.TwoWay) {
    // In hedge mode a closing order names its leg: a sell closes the long, a buy the short.
    if (input.closing) {
      if (orderDirection === PositionDirection.Short) long = reduced(long, size);
      else short = reduced(short, size);
    } else if (orderDirection === PositionDirection.Long) long = added(long, price, size, margin);
    else short = added(short, price, size, margin);
  } else {
    // One-way: an order against the position first reduces it, and any rest opens the other way.
    const [same, opposite] = orderDirection === PositionDirection.Long ? [long, short] : [short, long];
    const rest = size.minus(opposite.size);
    const nextOpposite = reduced(opposite, size);
    const nextSame =
      rest.greaterThan(0) && !input.closing
        ? added(same, price, rest, margin.times(rest).dividedBy(size))
        : same;
    if (orderDirection === PositionDirection.Long) [long, short] = [nextSame, nextOpposite];
    else [short, long] = [nextSame, nextOpposite];
  }

  const { contract } = input;
  const pricePlace = contract.pricePlace;
  if (input.marginMode === MarginMode.Fixed) {
    // An isolated estimate is the leg this order leaves: its own, or after a flip the other one.
    const own = orderDirection === PositionDirection.Long ? long : short;
    const direction = own.size.greaterThan(0)
      ? orderDirection
      : orderDirection === PositionDirection.Long
        ? PositionDirection.Short
        : PositionDirection.Long;
    const leg = direction === PositionDirection.Long ? long : short;
    if (!leg.size.greaterThan(0)) return null;
    const price = estimateLiquidationPrice({
      marginMode: MarginMode.Fixed,
      pricePlace,
      direction,
      entryPrice: leg.price,
      size: leg.size,
      margin: leg.margin,
      tiers: contract.riskTiers,
      feeRate: STANDARD_TAKER_FEE_RATE,
    });
    return price === null ? null : { direction, price };
  }

  if (!long.size.greaterThan(0) && !short.size.greaterThan(0)) return null;
  const account = input.account;
  if (account === undefined) return null;
  const othersUpnl = input.others.reduce(
    (sum, other) => sum.plus(other.position.unrealisedPnl ?? '0'),
    new Decimal(0),
  );
  const othersMaintain = input.others.reduce((sum, other) => {
    const mark = other.position.markPrice ?? other.position.openAvgPrice;
    return sum.plus(
      maintenanceMarginFor(new Decimal(mark).times(other.position.count), other.contract.riskTiers),
    );
  }, new Decimal(0));
  const fee = price.times(size).times(STANDARD_TAKER_FEE_RATE);
  const estimate = estimateLiquidationPrice({
    marginMode: MarginMode.Cross,
    pricePlace,
    bp: long.margin.plus(short.margin).toFixed(),
    // The free balance after this order's margin and fee leave it; open orders' margin stays in it
    // and is taken out again as totalDelegateValue (§3 liquidation input).
    available: new Decimal(account.available)
      .plus(account.orderMargin)
      .minus(input.closing ? 0 : margin)
      .minus(fee)
      .toFixed(),
    othersUpnl: othersUpnl.toFixed(),
    othersMaintain: othersMaintain.toFixed(),
    longOpenPrice: long.price.toFixed(),
    longOpenCount: long.size.toFixed(),
    shortOpenPrice: short.price.toFixed(),
    shortOpenCount: short.size.toFixed(),
    totalDelegateValue: account.orderMargin,
    tiers: contract.riskTiers,
    feeRate: STANDARD_TAKER_FEE_RATE,
  });
  if (estimate === null) return null;
  // The shared rounding counts an even hedge as short, since a rise liquidates it.
  const direction = long.size.greaterThan(short.size) ? PositionDirection.Long : PositionDirection.Short;
  return { direction, price: estimate };
}

export type TriggerKind = 'takeProfit' | 'stopLoss';

export interface TriggerBoundsInput {
  kind: TriggerKind;
  direction: PositionDirection;
  marginMode: MarginMode;
  /** The entry (order price) for a new order, the mark for an open position. */
  referencePrice: string;
  /** The position's (estimated) liquidation price, when there is one. */
  liquidationPrice: string | null;
  maxPrice: string;
}

/**
 * Spec §5: a TP/SL price that breaks its bounds is cleared to empty. The bounds of each price:
 * a take profit lies between the reference price and the contract's price range on the profitable
 * side; a stop loss between the reference price and the liquidation price on the losing side (a
 * stop beyond liquidation would never run). The core rule decides with the margin mode's
 * strictness; the side of the reference is checked as the gateway does (31012 / 31013).
 */
export function clearTriggerIfOutOfBounds(value: string, input: TriggerBoundsInput): string {
  if (value.trim() === '') return '';
  const isLong = input.direction === PositionDirection.Long;
  const reference = input.referencePrice;
  const liquidation = input.liquidationPrice ?? undefined;
  const bounds =
    input.kind === 'takeProfit'
      ? isLong
        ? { lower: reference, upper: input.maxPrice }
        : { lower: '0', upper: reference }
      : isLong
        ? { lower: liquidation ?? '0', upper: reference }
        : { lower: reference, upper: liquidation ?? input.maxPrice };
  const kept = clearIfOutOfBounds(value, {
    direction: input.direction,
    marginMode: input.marginMode,
    ...bounds,
  });
  if (kept === '') return '';
  const check = input.kind === 'takeProfit' ? checkTakeProfit : checkStopLoss;
  return check({ direction: input.direction, triggerPrice: kept, referencePrice: reference }) === 'valid'
    ? kept
    : '';
}
