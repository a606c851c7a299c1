import type { Decimal, DecimalInput } from '../decimal/index.ts';
import { toDecimal } from '../decimal/index.ts';
import { PositionDirection } from './constants.ts';
import { type ResolvedTier, type RiskTier, resolveTiers } from './risk-tiers.ts';

export interface IsolatedLiquidationInput {
  direction: PositionDirection;
  /** Average entry price. */
  entryPrice: DecimalInput;
  /** Position size in base currency (positive). */
  size: DecimalInput;
  /** Isolated position margin, including margin added by hand. */
  margin: DecimalInput;
  /** The symbol's maintenance tiers. */
  tiers: readonly RiskTier[];
  /** Taker fee rate charged when liquidation closes the position. */
  feeRate: DecimalInput;
}

/**
 * Liquidation price of an isolated (fixed-margin) position: the mark price P at which
 *   margin + uPnL(P) = maintenance(P) + closing fee(P)
 * with uPnL(P) = (P - E)Q long or (E - P)Q short, maintenance(P) = P*Q*r - A (tier rate r and
 * deduction A) and closing fee(P) = P*Q*f. Solving for P:
 *   long:  P = (E*Q - M - A) / (Q * (1 - r - f))
 *   short: P = (E*Q + M + A) / (Q * (1 + r + f))
 * The tier depends on the notional at P itself, so each tier's candidate is computed and the one
 * whose own notional P*Q falls inside that tier is taken; the tier table keeps maintenance
 * continuous, so exactly one tier fits (the last tier also takes anything above it); should a
 * table break continuity, the tier of the entry notional is used.
 *
 * Returns `null` when there is no liquidation price: a long whose margin covers a fall to zero,
 * or a position of size zero. The result is exact; round it with roundLiquidationPrice for display.
 */
export function isolatedLiquidationPrice(input: IsolatedLiquidationInput): Decimal | null {
  const entry = toDecimal(input.entryPrice);
  const size = toDecimal(input.size).abs();
  const margin = toDecimal(input.margin);
  const fee = toDecimal(input.feeRate);
  if (fee.isNegative()) throw new RangeError('The closing (taker) fee rate cannot be negative');
  if (size.isZero()) return null;
  const isLong = input.direction === PositionDirection.Long;

  const candidateFor = (tier: ResolvedTier): Decimal => {
    const exposure = entry.times(size);
    if (!isLong) {
      return exposure
        .plus(margin)
        .plus(tier.amount)
        .dividedBy(size.times(tier.rate.plus(1).plus(fee)));
    }
    const keptPerUnit = toDecimal(1).minus(tier.rate).minus(fee);
    if (keptPerUnit.lessThanOrEqualTo(0))
      throw new RangeError('Maintenance rate plus fee rate must stay below 1');
    return exposure.minus(margin).minus(tier.amount).dividedBy(size.times(keptPerUnit));
  };

  const tiers = resolveTiers(input.tiers);
  const lastIndex = tiers.length - 1;
  for (const tier of tiers) {
    const price = candidateFor(tier);
    if (price.lessThanOrEqualTo(0)) {
      // A non-positive price cannot be reached, and its notional sits in the first tier.
      if (tier.index === 0) return null;
      continue;
    }
    const notionalAtPrice = price.times(size);
    const aboveLower = tier.index === 0 || notionalAtPrice.greaterThan(tier.lowerNotional);
    const withinUpper = tier.index === lastIndex || notionalAtPrice.lessThanOrEqualTo(tier.maxNotional);
    if (aboveLower && withinUpper) return price;
  }
  // Only a table whose deductions break continuity gets here: fall back to the entry's tier.
  const entryNotional = entry.times(size);
  const entryTier =
    tiers.find((tier) => entryNotional.lessThanOrEqualTo(tier.maxNotional)) ?? tiers[lastIndex];
  return entryTier === undefined ? null : candidateFor(entryTier);
}
