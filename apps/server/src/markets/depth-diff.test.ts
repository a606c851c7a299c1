import { describe, expect, it } from 'vitest';
import type { DepthLevel } from './depth.ts';
import { diffSide } from './depth-diff.ts';

describe('depth stream increments', () => {
  it('list changed and new levels, and removed ones with size 0', () => {
    const before: DepthLevel[] = [
      [100, 1],
      [99, 2],
      [98, 3],
    ];
    const after: DepthLevel[] = [
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
    expect(diffSide([], after)).toEqual(after);
    expect(diffSide(after, [])).toEqual([
      [100, 0],
      [99, 0],
      [97, 0],
    ]);
  });
});
