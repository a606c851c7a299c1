import { describe, expect, it } from 'vitest';
import { cumulativeProfit, settleProfitShare } from './profit-share.ts';

// Issue #24: profit share from the follower's realised net profit with a high-water mark: no
// share on recovered losses.

describe('settleProfitShare', () => {
  it.each([
    ['first profit', '100', '0', '10', '10', '100'],
    ['a loss pays nothing and keeps the mark', '-50', '0', '10', '0', '0'],
    ['profit above the mark', '150', '100', '10', '5', '150'],
    ['recovering a loss below the mark pays nothing', '80', '100', '10', '0', '100'],
    ['back to the mark exactly pays nothing', '100', '100', '10', '0', '100'],
    ['only the part above the mark is shared', '130', '100', '15', '4.5', '130'],
    ['rounded down to 8 places', '0.00000019', '0', '10', '0.00000001', '0.00000019'],
    ['zero rate', '500', '0', '0', '0', '500'],
  ] as const)('%s', (_name, cumulative, mark, rate, share, newMark) => {
    expect(
      settleProfitShare({ cumulativeProfit: cumulative, highWaterMark: mark, ratePercent: rate }),
    ).toEqual({ share, highWaterMark: newMark });
  });

  it('a sequence of settlements: +100, -60, +40 (recovery), +30 shares 10 then 0 then 0 then 3', () => {
    let mark = '0';
    const shares: string[] = [];
    for (const cumulative of ['100', '40', '80', '110']) {
      const settled = settleProfitShare({
        cumulativeProfit: cumulative,
        highWaterMark: mark,
        ratePercent: '10',
      });
      shares.push(settled.share);
      mark = settled.highWaterMark;
    }
    expect(shares).toEqual(['10', '0', '0', '1']);
    expect(mark).toBe('110');
  });
});

describe('cumulativeProfit', () => {
  it('equity + share paid + returned - invested', () => {
    expect(cumulativeProfit('1050', '5', '0', '1000')).toBe('55');
    expect(cumulativeProfit('0', '2', '900', '1000')).toBe('-98');
  });
});
