import { crc32 } from 'node:zlib';
import type { LevelView } from './engine/types.ts';
import { formatUnits } from './fixed-point.ts';
import type { SymbolSpec } from './symbols.ts';

/**
 * Order-book depth as the wire carries it: levels merged to a precision step, and a checksum that
 * lets a client prove its incrementally maintained book matches the server's.
 */

/** Grouping step as a multiple of the tick: precision x1, x10, x100, x1000. */
export const DEPTH_STEPS = [1, 10, 100, 1000] as const;
export type DepthStep = (typeof DEPTH_STEPS)[number];

/** Levels a checksum covers on each side. */
export const CHECKSUM_LEVELS = 25;

/** [price in ticks, size in lots]. */
export type DepthLevel = readonly [price: number, size: number];

export interface DepthView {
  /** Best first. */
  readonly bids: DepthLevel[];
  readonly asks: DepthLevel[];
}

/**
 * Merges levels (best first) into buckets of `step` ticks: a bid goes to the bucket at or below
 * its price, an ask to the bucket at or above, so a grouped book never looks better than it is.
 * Returns at most `limit` merged levels, best first.
 */
export function groupLevels(
  levels: Iterable<LevelView | DepthLevel>,
  side: 'bids' | 'asks',
  step: DepthStep,
  limit = Number.POSITIVE_INFINITY,
): DepthLevel[] {
  const result: Array<[number, number]> = [];
  for (const [price, size] of levels) {
    const bucket = side === 'bids' ? Math.floor(price / step) * step : Math.ceil(price / step) * step;
    const last = result[result.length - 1];
    if (last !== undefined && last[0] === bucket) {
      last[1] += size;
    } else {
      if (result.length === limit) break;
      result.push([bucket, size]);
    }
  }
  return result;
}

/** Grouped depth of both sides from a book's depth (see OrderBook.depth). */
export function groupDepth(
  depth: { bids: readonly LevelView[]; asks: readonly LevelView[] },
  step: DepthStep,
  limit?: number,
): DepthView {
  return {
    bids: groupLevels(depth.bids, 'bids', step, limit),
    asks: groupLevels(depth.asks, 'asks', step, limit),
  };
}

/**
 * The checksum string over the top CHECKSUM_LEVELS of each side, as the wire protocol defines it:
 * for i = 0 .. 24, append the i-th bid as `price:size` if it exists, then the i-th ask as
 * `price:size` if it exists; join every appended piece with ':'. Prices and sizes are written as
 * decimal strings with exactly the symbol's pricePlace and quotePrecision decimals (e.g.
 * `95000.10:0.250000`). Example with one bid and two asks:
 * `95000.00:1.000000:95000.10:0.500000:95000.20:2.000000`. An empty book gives ''.
 */
export function depthChecksumString(view: DepthView, spec: SymbolSpec, levels = CHECKSUM_LEVELS): string {
  const parts: string[] = [];
  const piece = ([price, size]: DepthLevel) =>
    `${formatUnits(price, spec.pricePlace)}:${formatUnits(size, spec.quotePrecision)}`;
  for (let i = 0; i < levels; i += 1) {
    const bid = view.bids[i];
    const ask = view.asks[i];
    if (bid !== undefined) parts.push(piece(bid));
    if (ask !== undefined) parts.push(piece(ask));
  }
  return parts.join(':');
}

/**
 * CRC-32 (IEEE 802.3 polynomial, the one in zlib, PNG and gzip) of the UTF-8 checksum string, as
 * an unsigned 32-bit integer. Computed over the view at the step the client subscribed to.
 */
export function depthChecksum(view: DepthView, spec: SymbolSpec, levels = CHECKSUM_LEVELS): number {
  return crc32(depthChecksumString(view, spec, levels));
}
