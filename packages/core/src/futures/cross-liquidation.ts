import { type Decimal, toDecimal } from '../decimal/index.ts';
import type { LiquidationInput } from './entities.ts';

/**
 * Collateral that can absorb this symbol's losses in cross mode:
 *   C = bp + available + othersUpnl - othersMaintain - totalDelegateValue
 * i.e. this symbol's margin and the free balance, plus what the other positions gain or lose, less
 * what the other positions must keep as maintenance and what open orders have reserved.
 */
export function crossCollateral(input: LiquidationInput): Decimal {
  return toDecimal(input.bp)
    .plus(toDecimal(input.available))
    .plus(toDecimal(input.othersUpnl))
    .minus(toDecimal(input.othersMaintain))
    .minus(toDecimal(input.totalDelegateValue));
}

/**
 * Cross-margin liquidation price of one symbol from the §3 liquidation input, covering one-way
 * (one leg, the other size 0) and hedge mode (a long and a short together). Liquidation is the
 * mark price P at which
 *   C + uPnL_long(P) + uPnL_short(P) = maintenance(P) + closing fee(P)
 * with uPnL_long = (P - Lp)Lq, uPnL_short = (Sp - P)Sq, maintenance = mm*P*(Lq + Sq) and
 * closing fee = feeRate*P*(Lq + Sq) (both legs are closed). Solving for P:
 *   P = (Lp*Lq - Sp*Sq - C) / (Lq - Sq - (mm + feeRate)(Lq + Sq))
 * A positive denominator (net long) means liquidation when the price falls to P; a negative one
 * (net short, or an even hedge whose maintenance grows with the price) when it rises to P.
 *
 * Returns `null` when no positive price liquidates: no position, or collateral that covers a fall
 * to zero. The result is exact; round it with roundLiquidationPrice for display.
 */
export function crossLiquidationPrice(input: LiquidationInput): Decimal | null {
  const longPrice = toDecimal(input.longOpenPrice);
  const longSize = toDecimal(input.longOpenCount).abs();
  const shortPrice = toDecimal(input.shortOpenPrice);
  const shortSize = toDecimal(input.shortOpenCount).abs();
  const closingRate = toDecimal(input.mm).plus(toDecimal(input.feeRate));

  const numerator = longPrice
    .times(longSize)
    .minus(shortPrice.times(shortSize))
    .minus(crossCollateral(input));
  const denominator = longSize.minus(shortSize).minus(closingRate.times(longSize.plus(shortSize)));
  if (denominator.isZero()) return null;
  const price = numerator.dividedBy(denominator);
  return price.greaterThan(0) ? price : null;
}
