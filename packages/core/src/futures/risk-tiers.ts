import { Decimal, type DecimalInput, toDecimal } from '../decimal/index.ts';

/**
 * One row of a symbol's tiered maintenance-margin table. Tiers are ordered by `maxNotional`
 * ascending; a tier covers notionals above the previous tier's `maxNotional` up to its own.
 */
export interface RiskTier {
  /** Largest position notional (USDT) this tier covers. */
  maxNotional: DecimalInput;
  /** Maintenance margin rate (0.005 = 0.5%). */
  maintenanceMarginRate: DecimalInput;
  /** Highest leverage allowed for a position in this tier. */
  maxLeverage: DecimalInput;
  /**
   * Deduction that keeps maintenance continuous across tier edges:
   * amount(n) = amount(n-1) + maxNotional(n-1) x (rate(n) - rate(n-1)), 0 for the first tier.
   */
  maintenanceAmount: DecimalInput;
}

/** A tier with its bounds resolved, as the liquidation solvers need them. */
export interface ResolvedTier {
  index: number;
  lowerNotional: Decimal;
  maxNotional: Decimal;
  rate: Decimal;
  maxLeverage: Decimal;
  amount: Decimal;
}

/** Checks ordering and values once, so the math below can trust the table. */
export function resolveTiers(tiers: readonly RiskTier[]): ResolvedTier[] {
  if (tiers.length === 0) throw new RangeError('A risk tier table needs at least one tier');
  let lower = new Decimal(0);
  return tiers.map((tier, index) => {
    const maxNotional = toDecimal(tier.maxNotional);
    const rate = toDecimal(tier.maintenanceMarginRate);
    if (maxNotional.lessThanOrEqualTo(lower)) {
      throw new RangeError(`Risk tier ${index} maxNotional must exceed the previous tier's`);
    }
    if (rate.isNegative() || rate.greaterThanOrEqualTo(1)) {
      throw new RangeError(`Risk tier ${index} maintenance margin rate must be in [0, 1)`);
    }
    const resolved: ResolvedTier = {
      index,
      lowerNotional: lower,
      maxNotional,
      rate,
      maxLeverage: toDecimal(tier.maxLeverage),
      amount: toDecimal(tier.maintenanceAmount),
    };
    lower = maxNotional;
    return resolved;
  });
}

/**
 * The tier covering `notionalValue`. The last tier's `maxNotional` is the largest position one may
 * open, but a price move can push a notional past it; maintenance then keeps using the last tier.
 */
export function riskTierFor(notionalValue: DecimalInput, tiers: readonly RiskTier[]): ResolvedTier {
  const resolved = resolveTiers(tiers);
  const value = toDecimal(notionalValue).abs();
  const covering = resolved.find((tier) => value.lessThanOrEqualTo(tier.maxNotional));
  return covering ?? (resolved.at(-1) as ResolvedTier);
}

/** Maintenance margin = notional x rate - maintenanceAmount, of the covering tier. */
export function maintenanceMarginFor(notionalValue: DecimalInput, tiers: readonly RiskTier[]): Decimal {
  const tier = riskTierFor(notionalValue, tiers);
  return toDecimal(notionalValue).abs().times(tier.rate).minus(tier.amount);
}

/** Highest leverage allowed for a position of this notional. */
export function maxLeverageFor(notionalValue: DecimalInput, tiers: readonly RiskTier[]): Decimal {
  return riskTierFor(notionalValue, tiers).maxLeverage;
}

/**
 * Largest notional that may be opened at `leverage`: the top of the last tier whose max leverage
 * and every tier below it allow it; 0 when no tier allows that leverage.
 */
export function maxNotionalForLeverage(leverage: DecimalInput, tiers: readonly RiskTier[]): Decimal {
  const lev = toDecimal(leverage);
  let largest = new Decimal(0);
  for (const tier of resolveTiers(tiers)) {
    if (tier.maxLeverage.lessThan(lev)) break;
    largest = tier.maxNotional;
  }
  return largest;
}
