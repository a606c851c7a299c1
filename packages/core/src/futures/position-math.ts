import { Decimal, type DecimalInput, roundHalfUp, toDecimal } from '../decimal/index.ts';
import { PositionDirection } from './constants.ts';

// USDT-margined linear perpetuals: a contract's value is price x size in USDT, so PnL is linear in
// the price. Every function is pure and exact (decimal.js, 20 significant digits).

/** Spec §9 default futures PnL precision. */
export const PNL_DECIMALS = 6;

/** notional = price x size. */
export function notional(price: DecimalInput, size: DecimalInput): Decimal {
  return toDecimal(price).times(toDecimal(size)).abs();
}

/** Initial (position) margin = notional / leverage. Leverage must be positive. */
export function positionMargin(notionalValue: DecimalInput, leverage: DecimalInput): Decimal {
  const lev = toDecimal(leverage);
  if (lev.lessThanOrEqualTo(0)) throw new RangeError(`Leverage must be positive, got ${lev.toString()}`);
  return toDecimal(notionalValue).dividedBy(lev);
}

export interface PnlInput {
  direction: PositionDirection;
  entryPrice: DecimalInput;
  markPrice: DecimalInput;
  size: DecimalInput;
}

function exactUnrealisedPnl({ direction, entryPrice, markPrice, size }: PnlInput): Decimal {
  const move = toDecimal(markPrice).minus(toDecimal(entryPrice));
  const signedMove = direction === PositionDirection.Long ? move : move.negated();
  return signedMove.times(toDecimal(size));
}

/**
 * Unrealised PnL, rounded half away from zero to 6 decimals (§9):
 * long = (mark - entry) x size; short = (entry - mark) x size.
 */
export function unrealisedPnl(input: PnlInput): Decimal {
  return roundHalfUp(exactUnrealisedPnl(input), PNL_DECIMALS);
}

/**
 * Return on equity = unrealised PnL / initial margin, where initial margin = entry x size / leverage.
 * Uses the unrounded PnL. A ratio (0.25 = 25%); `null` when the initial margin is zero.
 */
export function positionRoe(input: PnlInput & { leverage: DecimalInput }): Decimal | null {
  const initialMargin = positionMargin(notional(input.entryPrice, input.size), input.leverage);
  if (initialMargin.isZero()) return null;
  return exactUnrealisedPnl(input).dividedBy(initialMargin);
}

/**
 * Margin ratio = maintenance margin / margin balance, where margin balance is the collateral that
 * backs the position (isolated: position margin + its uPnL; cross: account equity). At 1 or more
 * the position is liquidated. A balance of zero or below gives Infinity (already liquidatable).
 */
export function marginRatio(maintenanceMargin: DecimalInput, marginBalance: DecimalInput): Decimal {
  const balance = toDecimal(marginBalance);
  if (balance.lessThanOrEqualTo(0)) return new Decimal(Number.POSITIVE_INFINITY);
  return toDecimal(maintenanceMargin).dividedBy(balance);
}

/** True when the margin ratio has reached 1. */
export function isLiquidatable(maintenanceMargin: DecimalInput, marginBalance: DecimalInput): boolean {
  return marginRatio(maintenanceMargin, marginBalance).greaterThanOrEqualTo(1);
}
