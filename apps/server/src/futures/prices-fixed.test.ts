import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../markets/fixed-point.ts';
import { Prng } from '../markets/simulator/prng.ts';
import { fundingRate, nextMarkPrice } from './prices.ts';
import {
  BASIS_DECIMALS,
  fundingRateText,
  nextMarkUnits,
  PREMIUM_DECIMALS,
  parseSignedUnits,
  shortDecimal,
} from './prices-fixed.ts';

// The integer mark and funding must give exactly what the decimal rules in prices.ts give.

describe('mark price and funding in integers', () => {
  const prng = new Prng('prices-fixed');

  it('nextMarkUnits equals nextMarkPrice, the basis carried over many updates', () => {
    for (let trial = 0; trial < 200; trial += 1) {
      const index = prng.int(1, 10_000_000);
      let basisText = '0';
      let basis = 0n;
      for (let step = 0; step < 20; step += 1) {
        const move = index + prng.int(-Math.ceil(index / 50), Math.ceil(index / 50));
        const bid = prng.chance(0.8) ? Math.max(1, move - prng.int(0, 50)) : undefined;
        const ask = bid === undefined ? undefined : bid + prng.int(0, 50);
        const decimal = nextMarkPrice(index, basisText, bid, ask);
        const fixed = nextMarkUnits(index, basis, bid, ask);
        expect(fixed.markPrice).toBe(decimal.markPrice);
        expect(shortDecimal(fixed.basis, BASIS_DECIMALS)).toBe(decimal.basis);
        expect(shortDecimal(fixed.premium, PREMIUM_DECIMALS)).toBe(decimal.premium);
        basisText = decimal.basis;
        basis = parseSignedUnits(basisText, BASIS_DECIMALS);
      }
    }
  });

  it('fundingRateText equals fundingRate over premiums, intervals and caps', () => {
    for (let trial = 0; trial < 2_000; trial += 1) {
      const samples = prng.int(0, 5_000);
      const sum = samples === 0 ? 0n : BigInt(prng.int(-3_000_000, 3_000_000)) * BigInt(prng.int(1, 9_000));
      const interval = prng.pick([28_800_000, 3_600_000, 60_000, 1_000, 14_400_000]);
      const cap = prng.pick(['0.0075', '0.003', '0.02']);
      const sumText = shortDecimal(sum, PREMIUM_DECIMALS);
      const expected = fundingRate(sumText, samples, interval, cap).toFixed(8);
      expect(fundingRateText(sum, samples, interval, parseUnits(cap, PREMIUM_DECIMALS)!)).toBe(expected);
    }
  });

  it('reads and writes the decimal text snapshots hold', () => {
    expect(parseSignedUnits('-12.5', 8)).toBe(-1_250_000_000n);
    expect(parseSignedUnits('0', 10)).toBe(0n);
    expect(shortDecimal(-1_250_000_000n, 8)).toBe('-12.5');
    expect(shortDecimal(0n, 8)).toBe('0');
    expect(formatUnits(5n, 2)).toBe('0.05');
  });
});
