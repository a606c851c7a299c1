import { describe, expect, it } from 'vitest';
import { DAY_MS, leadStatistics } from './lead-stats.ts';

// Issue #24: statistics equal hand-computed values for a fixed trade list.

const NOW = 100 * DAY_MS + 12 * 60 * 60 * 1000;
const daysAgo = (days: number) => NOW - days * DAY_MS;
const TRADES = [
  { at: daysAgo(40), pnl: '500' }, // outside 30 d, inside 90 d
  { at: daysAgo(6), pnl: '100' },
  { at: daysAgo(5), pnl: '-200' },
  { at: daysAgo(5) + 1000, pnl: '-100' },
  { at: daysAgo(2), pnl: '400' },
  { at: daysAgo(0), pnl: '50' },
];

describe('leadStatistics', () => {
  it('7 days: pnl 250 on a start equity of 10,000 - 250', () => {
    const stats = leadStatistics(TRADES, '10000', 7, NOW);
    expect(stats.pnl).toBe('250');
    // 250 / 9750 = 2.564 %
    expect(stats.roi).toBe('2.56');
    // 3 wins out of 5 closing trades
    expect(stats.winRate).toBe('60.00');
    // equity 9750 -> 9850 (peak) -> 9650 -> 9550: (9850 - 9550) / 9850 = 3.046 %
    expect(stats.maxDrawdown).toBe('3.05');
    expect(stats.tradingDays).toBe(4);
    expect(stats.dailyPnl).toHaveLength(7);
    expect(stats.dailyPnl.map((point) => point.pnl)).toEqual(['100', '-300', '0', '0', '400', '0', '50']);
    expect(stats.dailyPnl[6]!.day).toBe(100 * DAY_MS);
  });

  it('90 days includes the older trade', () => {
    const stats = leadStatistics(TRADES, '10000', 90, NOW);
    expect(stats.pnl).toBe('750');
    // 750 / 9250
    expect(stats.roi).toBe('8.11');
    expect(stats.winRate).toBe('66.67');
    expect(stats.tradingDays).toBe(5);
  });

  it('no trades: zeros, and a flat daily series', () => {
    const stats = leadStatistics([], '500', 30, NOW);
    expect(stats).toMatchObject({
      pnl: '0',
      roi: '0.00',
      winRate: '0.00',
      maxDrawdown: '0.00',
      tradingDays: 0,
    });
    expect(stats.dailyPnl.every((point) => point.pnl === '0')).toBe(true);
  });
});
