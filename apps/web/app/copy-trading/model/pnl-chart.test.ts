import { describe, expect, it } from 'vitest';
import { cumulativePnl, pnlBars, sparklinePath, trendOf } from './pnl-chart.ts';

const series = (...pnl: string[]) => pnl.map((value, index) => ({ day: index * 86_400_000, pnl: value }));

describe('daily PnL drawings (issue #24: a sparkline per card, a chart per profile)', () => {
  it.each([
    [[], []],
    [
      ['0', '0'],
      [0, 0],
    ],
    [
      ['10', '-4', '2.5'],
      [10, 6, 8.5],
    ],
  ])('the running total of %j is %j', (pnl, total) => {
    expect(cumulativePnl(series(...pnl))).toEqual(total);
  });

  it.each([
    [[], ''],
    [[5], 'M0 10'],
    [[1, 1, 1], 'M0 10 L50 10 L100 10'],
    [[0, 10], 'M0 20 L100 0'],
    [[10, 0, 5], 'M0 0 L50 20 L100 10'],
  ])('the path through %j in 100 x 20 is %s', (values, path) => {
    expect(sparklinePath(values, 100, 20)).toBe(path);
  });

  it.each([
    [['1', '-0.5'], 'up'],
    [['1', '-1'], 'flat'],
    [['-2', '1'], 'down'],
    [[], 'flat'],
  ] as const)('%j ends %s', (pnl, trend) => {
    expect(trendOf(series(...pnl))).toBe(trend);
  });

  it('bars stand on the zero line: gains above it, losses below, the largest filling its side', () => {
    const { bars, zeroY } = pnlBars(series('30', '-10', '0'), 90, 40);
    expect(zeroY).toBe(30);
    expect(bars.map((bar) => [bar.x, bar.y, bar.width, bar.height, bar.trend])).toEqual([
      [4.5, 0, 21, 30, 'up'],
      [34.5, 30, 21, 10, 'down'],
      [64.5, 30, 21, 0, 'flat'],
    ]);
  });

  it('with no gain or loss the line is at the bottom and every bar is flat', () => {
    const { bars, zeroY } = pnlBars(series('0', '0'), 20, 10);
    expect(zeroY).toBe(10);
    expect(bars.every((bar) => bar.height === 0)).toBe(true);
  });

  it('with losses only the line is at the top', () => {
    expect(pnlBars(series('-5', '-1'), 20, 10).zeroY).toBe(0);
  });
});
