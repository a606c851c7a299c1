import type { FeeTierName } from '../markets/ledger/fee-tiers.ts';

/**
 * Futures maker/taker rates by the same VIP tier names as spot (the gateway assigns one tier per
 * user), in parts per million of the filled value: VIP0 pays 0.02% as maker and 0.05% as taker.
 * Futures rates are lower than spot because the traded value is leveraged.
 */
export interface FuturesFeeTier {
  readonly name: FeeTierName;
  readonly makerRatePpm: number;
  readonly takerRatePpm: number;
}

export const FUTURES_FEE_TIERS: readonly FuturesFeeTier[] = [
  { name: 'VIP0', makerRatePpm: 200, takerRatePpm: 500 },
  { name: 'VIP1', makerRatePpm: 160, takerRatePpm: 400 },
  { name: 'VIP2', makerRatePpm: 140, takerRatePpm: 350 },
  { name: 'VIP3', makerRatePpm: 120, takerRatePpm: 320 },
  { name: 'VIP4', makerRatePpm: 100, takerRatePpm: 300 },
  { name: 'VIP5', makerRatePpm: 80, takerRatePpm: 270 },
];

const BY_NAME = new Map(FUTURES_FEE_TIERS.map((tier) => [tier.name, tier]));

export function getFuturesFeeTier(name: FeeTierName): FuturesFeeTier {
  return BY_NAME.get(name)!;
}

/** A ppm rate as the decimal fraction the shared futures math takes (500 -> "0.0005"). */
export function ppmToRate(ppm: number): string {
  return (ppm / 1_000_000).toFixed(6);
}
