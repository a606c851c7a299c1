import { PositionDirection } from '@tideline/core/futures';
import { formatUnits } from '../markets/fixed-point.ts';

/**
 * The displayed liquidation price in integers: the same equations as the shared decimal math
 * (`isolatedLiquidationPrice`, `tieredCrossLiquidationPrice`, rounded toward the mark by
 * `estimateLiquidationPrice`), solved as an exact fraction of ledger units, so a position event
 * costs a few bigint operations instead of some hundred decimal ones. Amounts are ledger units
 * (10^-8 USDT), sizes lots, prices ticks, rates parts per million.
 */

/** A maintenance tier in ledger units and ppm. */
export interface TierUnits {
  /** Largest gross value the tier covers, in ledger units. */
  readonly maxValue: bigint;
  readonly ratePpm: bigint;
  /** The tier's maintenance deduction, in ledger units. */
  readonly amount: bigint;
}

/** How a contract's prices and sizes map to ledger units. */
export interface ContractUnits {
  readonly pricePlace: number;
  readonly sizePlace: number;
  /** Ledger units in one tick x one lot. */
  readonly unitsPerTickLot: bigint;
  readonly tiers: readonly TierUnits[];
}

const PPM = 1_000_000n;
const LEDGER_SCALE = 100_000_000n;

function ceilFraction(num: bigint, den: bigint): bigint {
  const quotient = num / den;
  return quotient * den < num ? quotient + 1n : quotient;
}

function floorFraction(num: bigint, den: bigint): bigint {
  const quotient = num / den;
  return quotient * den > num ? quotient - 1n : quotient;
}

/** True when the price num/den (ticks) times `lots` lies inside the tier (den > 0). */
function fitsTier(contract: ContractUnits, index: number, num: bigint, den: bigint, lots: bigint): boolean {
  const value = num * lots * contract.unitsPerTickLot;
  const tier = contract.tiers[index]!;
  const aboveLower = index === 0 || value > contract.tiers[index - 1]!.maxValue * den;
  const withinUpper = index === contract.tiers.length - 1 || value <= tier.maxValue * den;
  return aboveLower && withinUpper;
}

function display(contract: ContractUnits, num: bigint, den: bigint, roundUp: boolean): string {
  const ticks = roundUp ? ceilFraction(num, den) : floorFraction(num, den);
  return formatUnits(ticks, contract.pricePlace);
}

/** 10^(sizePlace + pricePlace): turns ledger units per lot into ticks, with LEDGER_SCALE. */
function tickScale(contract: ContractUnits): bigint {
  return 10n ** BigInt(contract.sizePlace + contract.pricePlace);
}

export interface IsolatedUnits {
  readonly direction: PositionDirection;
  readonly lots: number;
  readonly entryValue: bigint;
  readonly margin: bigint;
  readonly feePpm: bigint;
}

/**
 * Isolated: long P = (E - M - A) / (Q (1 - r - f)), short P = (E + M + A) / (Q (1 + r + f)), the
 * tier being the one whose value at P it falls in (the entry's tier should none fit).
 */
export function isolatedLiquidationTicks(contract: ContractUnits, holding: IsolatedUnits): string | null {
  if (holding.lots === 0) return null;
  const lots = BigInt(holding.lots);
  const isLong = holding.direction === PositionDirection.Long;
  const scale = tickScale(contract);
  const candidate = (tier: TierUnits): [bigint, bigint] => {
    if (isLong) {
      const kept = PPM - tier.ratePpm - holding.feePpm;
      if (kept <= 0n) throw new RangeError('Maintenance rate plus fee rate must stay below 1');
      return [(holding.entryValue - holding.margin - tier.amount) * PPM * scale, LEDGER_SCALE * lots * kept];
    }
    return [
      (holding.entryValue + holding.margin + tier.amount) * PPM * scale,
      LEDGER_SCALE * lots * (PPM + tier.ratePpm + holding.feePpm),
    ];
  };
  const { tiers } = contract;
  for (let index = 0; index < tiers.length; index += 1) {
    const [num, den] = candidate(tiers[index]!);
    if (num <= 0n) {
      if (index === 0) return null;
      continue;
    }
    if (fitsTier(contract, index, num, den, lots)) return display(contract, num, den, isLong);
  }
  const entryTier = tiers.find((tier) => holding.entryValue <= tier.maxValue) ?? tiers[tiers.length - 1]!;
  const [num, den] = candidate(entryTier);
  return display(contract, num, den, isLong);
}

export interface CrossUnits {
  readonly longLots: number;
  readonly longEntryValue: bigint;
  readonly shortLots: number;
  readonly shortEntryValue: bigint;
  /**
   * What absorbs this symbol's losses, times 10^6: own margin + free balance + the other cross
   * symbols' margins and unrealised PnL, less their maintenance and closing fees.
   */
  readonly collateralPpm: bigint;
  readonly feePpm: bigint;
}

/**
 * Cross: P = (Lp Lq - Sp Sq - C) / (Lq - Sq - (r + f)(Lq + Sq)) per tier, C including the tier's
 * deduction, the first tier whose gross value at P it falls in taken; rounded up when net long.
 */
export function crossLiquidationTicks(contract: ContractUnits, holding: CrossUnits): string | null {
  const gross = BigInt(holding.longLots + holding.shortLots);
  if (gross === 0n) return null;
  const net = BigInt(holding.longLots - holding.shortLots);
  const exposure = (holding.longEntryValue - holding.shortEntryValue) * PPM;
  const scale = tickScale(contract);
  const { tiers } = contract;
  for (let index = 0; index < tiers.length; index += 1) {
    const tier = tiers[index]!;
    let num = (exposure - holding.collateralPpm - tier.amount * PPM) * scale;
    let den = LEDGER_SCALE * (net * PPM - (tier.ratePpm + holding.feePpm) * gross);
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    if (den === 0n || num <= 0n) {
      if (index === 0) return null;
      continue;
    }
    if (fitsTier(contract, index, num, den, gross)) {
      return display(contract, num, den, holding.longLots > holding.shortLots);
    }
  }
  return null;
}

/** The tier covering a gross value (the last one above the table). */
export function tierFor(tiers: readonly TierUnits[], value: bigint): TierUnits {
  for (const tier of tiers) if (value <= tier.maxValue) return tier;
  return tiers[tiers.length - 1]!;
}

/** Maintenance plus closing fee of a gross value, times 10^6. */
export function requirementPpm(tiers: readonly TierUnits[], gross: bigint, feePpm: bigint): bigint {
  const tier = tierFor(tiers, gross);
  return gross * (tier.ratePpm + feePpm) - tier.amount * PPM;
}
