import { crc32 } from 'node:zlib';
import type { ContractSpec } from '../../../futures/contracts.ts';
import {
  CHECKSUM_LEVELS,
  DEPTH_STEPS,
  type DepthLevel,
  type DepthStep,
  type DepthView,
} from '../../../markets/depth.ts';
import { formatUnits } from '../../../markets/fixed-point.ts';

/**
 * The futures depth in the spot stream's wire format (docs/protocol-markets.md §5.3), so one client
 * book and checksum serve both: prices with `pricePlace` decimals, sizes with the contract's
 * `sizePlace` decimals (the spot format writes `quotePrecision` there).
 */

export function futuresDepthSteps(contract: ContractSpec): string[] {
  return DEPTH_STEPS.map((multiplier) => formatUnits(multiplier, contract.pricePlace));
}

/** The step in ticks a wire decimal names, if the contract offers it (one tick when absent). */
export function parseFuturesDepthStep(
  contract: ContractSpec,
  step: string | undefined,
): DepthStep | undefined {
  if (step === undefined) return 1;
  const index = futuresDepthSteps(contract).findIndex((offered) => Number(offered) === Number(step));
  return index < 0 ? undefined : DEPTH_STEPS[index];
}

export function futuresLevelText(contract: ContractSpec) {
  return (level: DepthLevel): [string, string] => [
    formatUnits(level[0], contract.pricePlace),
    formatUnits(level[1], contract.sizePlace),
  ];
}

/** CRC-32 of the best 25 levels per side, interleaved bid, ask, as the wire writes them. */
export function futuresDepthChecksum(view: DepthView, contract: ContractSpec): number {
  const text = futuresLevelText(contract);
  const parts: string[] = [];
  for (let index = 0; index < CHECKSUM_LEVELS; index += 1) {
    const bid = view.bids[index];
    const ask = view.asks[index];
    if (bid !== undefined) parts.push(...text(bid));
    if (ask !== undefined) parts.push(...text(ask));
  }
  return crc32(parts.join(':'));
}
