import type { Decimal } from '../decimal/index.ts';
import { toDecimal } from '../decimal/index.ts';
import { MarginMode, PositionDirection } from './constants.ts';
import { crossLiquidationPrice } from './cross-liquidation.ts';
import type { LiquidationInput } from './entities.ts';
import { type IsolatedLiquidationInput, isolatedLiquidationPrice } from './isolated-liquidation.ts';
import { type RiskTier, resolveTiers } from './risk-tiers.ts';
import { roundLiquidationPrice } from './rounding.ts';

/**
 * The §3 cross liquidation input without its single maintenance rate: the symbol's tier table
 * takes its place, because the tier depends on the notional at the liquidation price itself.
 */
export interface TieredCrossLiquidationInput extends Omit<LiquidationInput, 'mm'> {
  tiers: readonly RiskTier[];
}

/**
 * Cross liquidation price over a tier table: the §3 solver is run with each tier's rate (its
 * maintenance deduction folded into `othersMaintain`, being a constant) and the price whose gross
 * notional (both legs) falls inside that tier is taken; the last tier also takes anything above
 * it. Null when no positive price liquidates. Exact; see estimateLiquidationPrice for display.
 */
export function tieredCrossLiquidationPrice(input: TieredCrossLiquidationInput): Decimal | null {
  const gross = toDecimal(input.longOpenCount).abs().plus(toDecimal(input.shortOpenCount).abs());
  if (gross.isZero()) return null;
  const tiers = resolveTiers(input.tiers);
  const lastIndex = tiers.length - 1;
  for (const tier of tiers) {
    const price = crossLiquidationPrice({
      ...input,
      othersMaintain: toDecimal(input.othersMaintain).minus(tier.amount).toFixed(),
      mm: tier.rate.toFixed(),
    });
    if (price === null) {
      if (tier.index === 0) return null;
      continue;
    }
    const notional = price.times(gross);
    const aboveLower = tier.index === 0 || notional.greaterThan(tier.lowerNotional);
    const withinUpper = tier.index === lastIndex || notional.lessThanOrEqualTo(tier.maxNotional);
    if (aboveLower && withinUpper) return price;
  }
  return null;
}

export type LiquidationEstimateInput =
  | ({ marginMode: typeof MarginMode.Fixed; pricePlace: number } & IsolatedLiquidationInput)
  | ({ marginMode: typeof MarginMode.Cross; pricePlace: number } & TieredCrossLiquidationInput);

/**
 * The liquidation price a trader is shown, as the gateway's positions carry it: exact price of
 * either margin mode, rounded to the price place toward the mark (a long's up, a short's down; in
 * cross mode by the net leg, an even hedge counting as short since a rise liquidates it), so the
 * shown price is reached no later than the real one. Written with exactly `pricePlace` decimals,
 * as every price on the wire. Null when no price liquidates.
 */
export function estimateLiquidationPrice(input: LiquidationEstimateInput): string | null {
  if (input.marginMode === MarginMode.Fixed) {
    const price = isolatedLiquidationPrice(input);
    return price === null
      ? null
      : roundLiquidationPrice(price, input.direction, input.pricePlace).toFixed(input.pricePlace);
  }
  const price = tieredCrossLiquidationPrice(input);
  if (price === null) return null;
  const netLong = toDecimal(input.longOpenCount).abs().greaterThan(toDecimal(input.shortOpenCount).abs());
  const direction = netLong ? PositionDirection.Long : PositionDirection.Short;
  return roundLiquidationPrice(price, direction, input.pricePlace).toFixed(input.pricePlace);
}
