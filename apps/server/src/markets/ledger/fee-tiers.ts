/**
 * Spot fee tiers, exported for the `/fee` page as well as used by the ledger. Rates are integer
 * parts per million of the traded amount (1,000 ppm = 0.1%), so fee arithmetic never meets a
 * float. A tier is reached by 30-day spot volume (in USDT) or by holding the listed BNB balance;
 * the gateway assigns the tier, the exchange applies it to every fill.
 */

export const FEE_TIER_NAMES = ['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5'] as const;
export type FeeTierName = (typeof FEE_TIER_NAMES)[number];

export interface FeeTier {
  readonly name: FeeTierName;
  /** 30-day spot volume needed, in USDT. */
  readonly minThirtyDayVolumeUsdt: number;
  /** Alternative qualification: BNB held, in whole BNB. */
  readonly minBnbBalance: number;
  readonly makerRatePpm: number;
  readonly takerRatePpm: number;
}

export const FEE_TIERS: readonly FeeTier[] = [
  { name: 'VIP0', minThirtyDayVolumeUsdt: 0, minBnbBalance: 0, makerRatePpm: 1_000, takerRatePpm: 1_000 },
  {
    name: 'VIP1',
    minThirtyDayVolumeUsdt: 1_000_000,
    minBnbBalance: 25,
    makerRatePpm: 900,
    takerRatePpm: 1_000,
  },
  {
    name: 'VIP2',
    minThirtyDayVolumeUsdt: 5_000_000,
    minBnbBalance: 100,
    makerRatePpm: 800,
    takerRatePpm: 1_000,
  },
  {
    name: 'VIP3',
    minThirtyDayVolumeUsdt: 20_000_000,
    minBnbBalance: 250,
    makerRatePpm: 600,
    takerRatePpm: 800,
  },
  {
    name: 'VIP4',
    minThirtyDayVolumeUsdt: 100_000_000,
    minBnbBalance: 500,
    makerRatePpm: 400,
    takerRatePpm: 600,
  },
  {
    name: 'VIP5',
    minThirtyDayVolumeUsdt: 150_000_000,
    minBnbBalance: 1_000,
    makerRatePpm: 200,
    takerRatePpm: 400,
  },
];

const BY_NAME = new Map(FEE_TIERS.map((tier) => [tier.name, tier]));

export function isFeeTierName(name: string): name is FeeTierName {
  return BY_NAME.has(name as FeeTierName);
}

export function getFeeTier(name: FeeTierName): FeeTier {
  return BY_NAME.get(name)!;
}

/** Fee on `amount` ledger units, rounded up to a whole unit (the venue never gives away dust). */
export function feeFor(amount: bigint, ratePpm: number): bigint {
  return (amount * BigInt(ratePpm) + 999_999n) / 1_000_000n;
}

/** A rate in ppm as a percentage with four decimals (1 ppm = 0.0001%), e.g. 1000 -> "0.1000%". */
export function formatRatePercent(ratePpm: number): string {
  const whole = Math.floor(ratePpm / 10_000);
  const fraction = String(ratePpm % 10_000).padStart(4, '0');
  return `${whole}.${fraction}%`;
}
