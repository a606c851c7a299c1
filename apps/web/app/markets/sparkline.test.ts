import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline.ts';

describe('/markets sparkline', () => {
  it.each<[number[], string]>([
    [[], ''],
    [[5], ''],
    [[1, 3, 2], '0,20 50,0 100,10'],
    [[4, 4, 4], '0,10 50,10 100,10'],
    [[3, 1], '0,0 100,20'],
  ])('%j draws %j in 100 by 20, the highest at the top', (closes, expected) => {
    expect(sparklinePoints(closes, 100, 20)).toBe(expected);
  });
});
