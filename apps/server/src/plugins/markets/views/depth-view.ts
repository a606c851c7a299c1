import { crc32 } from 'node:zlib';
import type { LevelView } from '../../../markets/engine/types.ts';

/**
 * Order-book views merged by a price step, their increments and their checksum (documented in
 * docs/protocol-markets.md). A level is [price in ticks, size in lots]. Bids merge down to a
 * multiple of the step and asks up, so a merged level never shows a better price than any order
 * in it.
 */

/** Steps offered per symbol, as multiples of one tick. */
export const DEPTH_STEP_MULTIPLIERS = [1, 10, 100, 1000] as const;
/** Levels per side a depth stream keeps; the checksum covers the first CHECKSUM_LEVELS. */
export const STREAM_LEVELS = 50;
export const CHECKSUM_LEVELS = 25;

export type Level = readonly [price: number, size: number];

export interface DepthView {
  bids: Level[];
  asks: Level[];
}

export function mergeLevels(
  levels: readonly LevelView[],
  side: 'bids' | 'asks',
  step: number,
  limit: number,
): Level[] {
  const merged: Array<[number, number]> = [];
  for (const [price, size] of levels) {
    const bucket = side === 'bids' ? Math.floor(price / step) * step : Math.ceil(price / step) * step;
    const last = merged.at(-1);
    if (last !== undefined && last[0] === bucket) last[1] += size;
    else {
      if (merged.length === limit) break;
      merged.push([bucket, size]);
    }
  }
  return merged;
}

/** Changes that turn `before` into `after` on one side: [price, new size], size 0 = removed. */
export function diffSide(before: readonly Level[], after: readonly Level[]): Level[] {
  const old = new Map(before);
  const changes: Level[] = [];
  for (const [price, size] of after) {
    if (old.get(price) !== size) changes.push([price, size]);
    old.delete(price);
  }
  for (const price of old.keys()) changes.push([price, 0]);
  return changes;
}

/**
 * CRC-32 (IEEE) of the top CHECKSUM_LEVELS bids and asks written as wire decimals, interleaved
 * bid, ask, bid, ask... as "price:size" joined by ":"; a side that runs out is skipped. Returned
 * as an unsigned 32-bit integer.
 */
export function depthChecksum(view: DepthView, format: (level: Level) => readonly [string, string]): number {
  const parts: string[] = [];
  for (let i = 0; i < CHECKSUM_LEVELS; i += 1) {
    const bid = view.bids[i];
    const ask = view.asks[i];
    if (bid !== undefined) parts.push(...format(bid));
    if (ask !== undefined) parts.push(...format(ask));
  }
  return crc32(parts.join(':'));
}
