import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { depthChecksum, diffSide, type Level, mergeLevels } from './depth-view.ts';

describe('depth views', () => {
  it('merges bids down and asks up to the step, so no level shows a better price than its orders', () => {
    const bids = [
      [10_009, 1, 1],
      [10_001, 2, 1],
      [9_999, 3, 2],
    ] as const;
    const asks = [
      [10_011, 1, 1],
      [10_019, 2, 1],
      [10_021, 4, 1],
    ] as const;
    expect(mergeLevels(bids, 'bids', 10, 50)).toEqual([
      [10_000, 3],
      [9_990, 3],
    ]);
    expect(mergeLevels(asks, 'asks', 10, 50)).toEqual([
      [10_020, 3],
      [10_030, 4],
    ]);
    expect(mergeLevels(asks, 'asks', 10, 1)).toEqual([[10_020, 3]]);
    expect(mergeLevels(bids, 'bids', 1, 2)).toEqual([
      [10_009, 1],
      [10_001, 2],
    ]);
  });

  it('increments list changed and new levels, and removed ones with size 0', () => {
    const before: Level[] = [
      [100, 1],
      [99, 2],
      [98, 3],
    ];
    const after: Level[] = [
      [100, 1],
      [99, 5],
      [97, 1],
    ];
    expect(diffSide(before, after)).toEqual([
      [99, 5],
      [97, 1],
      [98, 0],
    ]);
    expect(diffSide(after, after)).toEqual([]);
  });

  it('the checksum is CRC-32 of the top levels interleaved bid, ask as price:size', () => {
    const format = (level: Level) => [(level[0] / 100).toFixed(2), String(level[1])] as const;
    const view = {
      bids: [
        [10_000, 3],
        [9_990, 1],
      ] as Level[],
      asks: [[10_020, 2]] as Level[],
    };
    expect(depthChecksum(view, format)).toBe(crc32('100.00:3:100.20:2:99.90:1'));
    const deep = { bids: Array.from({ length: 30 }, (_, i): Level => [10_000 - i, 1]), asks: [] };
    const top25 = deep.bids.slice(0, 25).flatMap((level) => format(level));
    expect(depthChecksum(deep, format)).toBe(crc32(top25.join(':')));
  });
});
