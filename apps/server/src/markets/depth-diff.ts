import type { DepthLevel } from './depth.ts';

/**
 * Increments of a depth stream. Grouping by step and the checksum are the markets core's
 * (markets/depth.ts); a stream keeps the best STREAM_LEVELS grouped levels per side and sends the
 * difference from its previous message.
 */

/** Levels per side a depth stream keeps (the checksum covers the first 25). */
export const STREAM_LEVELS = 50;

/** Changes that turn `before` into `after` on one side: [price, new size], size 0 = removed. */
export function diffSide(before: readonly DepthLevel[], after: readonly DepthLevel[]): DepthLevel[] {
  const old = new Map(before);
  const changes: DepthLevel[] = [];
  for (const [price, size] of after) {
    if (old.get(price) !== size) changes.push([price, size]);
    old.delete(price);
  }
  for (const price of old.keys()) changes.push([price, 0]);
  return changes;
}
