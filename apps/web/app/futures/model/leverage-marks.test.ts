import { describe, expect, it } from 'vitest';
import { leverageMarks } from './leverage-marks.ts';

describe('leverage slider marks', () => {
  it.each([
    [125, [1, 31, 63, 94, 125]],
    [100, [1, 25, 50, 75, 100]],
    [20, [1, 5, 10, 15, 20]],
    [5, [1, 3, 4, 5]],
    [2, [1, 2]],
    [1, [1]],
    [0, [1]],
  ])('a %sx maximum gives %o', (max, expected) => {
    expect(leverageMarks(max)).toEqual(expected);
  });
});
