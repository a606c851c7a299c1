import { describe, expect, it } from 'vitest';
import { RedPacketCode } from './codes.ts';
import {
  type DrawUpTo,
  equalShares,
  luckyShares,
  MAX_SHARES,
  secureDrawUpTo,
  splitRefusal,
} from './split.ts';

/** A seeded draw (mulberry32) so a failing seed can be replayed. */
function seededDraw(seed: number): DrawUpTo {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (limit) => {
    if (limit <= 0n) return 0n;
    const high = BigInt(Math.floor(next() * 2 ** 26));
    const low = BigInt(Math.floor(next() * 2 ** 26));
    return ((high << 26n) | low) % (limit + 1n);
  };
}

describe('splitRefusal', () => {
  it.each([
    [0n, 3, 1n, 'lucky', RedPacketCode.invalidAmount],
    [-5n, 3, 1n, 'lucky', RedPacketCode.invalidAmount],
    [10n, 0, 1n, 'lucky', RedPacketCode.invalidCount],
    [10n, 1.5, 1n, 'lucky', RedPacketCode.invalidCount],
    [10_000n, MAX_SHARES + 1, 1n, 'lucky', RedPacketCode.invalidCount],
    [5n, 6, 1n, 'lucky', RedPacketCode.shareBelowMinimum],
    [10n, 3, 1n, 'equal', RedPacketCode.unevenEqualSplit],
    [6n, 6, 1n, 'lucky', null],
    [9n, 3, 1n, 'equal', null],
    [10_000n, MAX_SHARES, 10n, 'lucky', null],
  ] as const)('%s in %s shares (minimum %s, %s) -> %s', (total, count, minimum, mode, code) => {
    expect(splitRefusal(total, count, minimum, mode)).toBe(code);
  });
});

describe('equalShares', () => {
  it('gives everyone the same and sums to the total', () => {
    expect(equalShares(900n, 3)).toEqual([300n, 300n, 300n]);
  });
});

describe('luckyShares', () => {
  it('over 2,000 seeds always sums exactly to the total with every share at least the minimum', () => {
    for (let seed = 1; seed <= 2000; seed += 1) {
      const count = 1 + (seed % 37);
      const minimum = BigInt(seed % 5);
      const total = minimum * BigInt(count) + BigInt(seed * 7919);
      const shares = luckyShares(total, count, minimum, seededDraw(seed));
      expect(shares).toHaveLength(count);
      expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(total);
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('gives the last claim the remainder exactly when only the minimums are left', () => {
    expect(luckyShares(3n, 3, 1n, seededDraw(7))).toEqual([1n, 1n, 1n]);
  });

  it('is fair by turn: the average share of each position is close to total / count', () => {
    const count = 5;
    const total = 1_000_000n;
    const sums = new Array<bigint>(count).fill(0n);
    const runs = 4000;
    const draw = seededDraw(42);
    for (let run = 0; run < runs; run += 1) {
      luckyShares(total, count, 1n, draw).forEach((share, index) => {
        sums[index] = (sums[index] as bigint) + share;
      });
    }
    for (const sum of sums) {
      const mean = Number(sum / BigInt(runs));
      expect(Math.abs(mean - 200_000)).toBeLessThan(10_000);
    }
  });

  it('the secure draw stays within its bound', () => {
    for (const limit of [0n, 1n, 255n, 256n, 10n ** 20n]) {
      for (let i = 0; i < 200; i += 1) {
        const value = secureDrawUpTo(limit);
        expect(value >= 0n && value <= limit).toBe(true);
      }
    }
  });
});
