import type { FeeSchedule } from '@tideline/protocol/info/schemas';
import { FUTURES_FEE_TIERS } from '../../futures/fee-tiers.ts';
import { formatUnits } from '../../markets/fixed-point.ts';
import { FEE_TIERS, type FeeTierName } from '../../markets/ledger/fee-tiers.ts';

/** A rate in parts per million as the decimal fraction it is (1000 ppm -> "0.001000"). */
export function rateOf(ppm: number): string {
  return formatUnits(ppm, 6);
}

/** The §2 `/fee` and `/vip/*` data: the tiers the engines charge by, straight from their tables. */
export function feeSchedule(userTier: FeeTierName | null): FeeSchedule {
  return {
    spot: FEE_TIERS.map((tier) => ({
      tier: tier.name,
      minThirtyDayVolumeUsdt: tier.minThirtyDayVolumeUsdt,
      minBnbBalance: tier.minBnbBalance,
      makerRate: rateOf(tier.makerRatePpm),
      takerRate: rateOf(tier.takerRatePpm),
    })),
    futures: FUTURES_FEE_TIERS.map((tier) => ({
      tier: tier.name,
      makerRate: rateOf(tier.makerRatePpm),
      takerRate: rateOf(tier.takerRatePpm),
    })),
    userTier,
  };
}
