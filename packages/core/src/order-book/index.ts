// Order-book view logic (design §4): grouping, cumulative depth, spread and mid, and a book kept
// from the stream's snapshot and increments with its sequence and checksum verified.

export { crc32 } from './crc32.ts';
export { cumulativeDepth, type DepthRow, deepestTotal, depthBarRatios } from './cumulative-depth.ts';
export { CHECKSUM_LEVELS, depthChecksum, depthChecksumText } from './depth-checksum.ts';
export { GROUPING_MULTIPLIERS, type GroupingMultiplier, groupingSteps, groupLevels } from './group-levels.ts';
export { type ApplyResult, type DepthMessage, IncrementalBook } from './incremental-book.ts';
export type { BookLevels, BookSide, PriceLevel } from './price-level.ts';
export { type SpreadView, spreadAndMid } from './spread.ts';
