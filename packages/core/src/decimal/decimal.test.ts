import { Decimal as GlobalDecimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  add,
  ceilTo,
  Decimal,
  div,
  floorTo,
  mul,
  parseDecimal,
  roundDown,
  roundHalfUp,
  roundUp,
  safeDiv,
  stripTrailingZeros,
  sub,
  toDecimal,
  toFixedString,
} from './index.ts';

describe('decimal instance', () => {
  it('§9 arithmetic uses 20 significant digits', () => {
    expect(Decimal.precision).toBe(20);
    // 1/3 to 20 significant digits, not JS's 17 and not more.
    expect(div(1, 3).toString()).toBe('0.33333333333333333333');
    expect(div(2, 3).toString()).toBe('0.66666666666666666667');
  });

  it('is a clone: changing the global decimal.js settings does not affect it', () => {
    const saved = GlobalDecimal.precision;
    GlobalDecimal.set({ precision: 5 });
    try {
      expect(div(1, 3).toString()).toBe('0.33333333333333333333');
    } finally {
      GlobalDecimal.set({ precision: saved });
    }
  });

  it('never prints exponent notation', () => {
    expect(new Decimal('1e21').toString()).toBe('1000000000000000000000');
    expect(new Decimal('1e-12').toString()).toBe('0.000000000001');
  });

  it('keeps every digit of a long string on construction', () => {
    expect(toDecimal('123456789012345678901.5').toString()).toBe('123456789012345678901.5');
  });

  it('avoids binary float error', () => {
    expect(add(0.1, 0.2).toString()).toBe('0.3');
    expect(mul('1.1', '1.1').toString()).toBe('1.21');
  });
});

describe('parseDecimal / toDecimal', () => {
  it.each([
    undefined,
    null,
    '',
    '   ',
    Number.NaN,
    'NaN',
    'abc',
    '1,234',
    Number.POSITIVE_INFINITY,
    'Infinity',
  ])('treats %s as missing', (value) => {
    expect(parseDecimal(value)).toBeNull();
    expect(toDecimal(value).toString()).toBe('0');
  });

  it('reads numbers, trimmed strings, bigints and decimals', () => {
    expect(parseDecimal(' 12.50 ')?.toString()).toBe('12.5');
    expect(parseDecimal(-3)?.toString()).toBe('-3');
    expect(parseDecimal(10n)?.toString()).toBe('10');
    expect(parseDecimal(new GlobalDecimal('7.25'))?.toString()).toBe('7.25');
  });

  it('uses the fallback for missing input', () => {
    expect(toDecimal(undefined, '5').toString()).toBe('5');
    expect(toDecimal('x', 1).toString()).toBe('1');
  });
});

describe('arithmetic helpers', () => {
  it('accept strings and treat missing operands as zero', () => {
    expect(add('1.5', 2, undefined, '0.25').toString()).toBe('3.75');
    expect(sub('10', '0.01').toString()).toBe('9.99');
    expect(sub(undefined, '2').toString()).toBe('-2');
    expect(mul('3', '0.5', '4').toString()).toBe('6');
    expect(div('10', '4').toString()).toBe('2.5');
  });

  it('div refuses a zero divisor; safeDiv returns the fallback', () => {
    expect(() => div(1, 0)).toThrow(RangeError);
    expect(() => div(1, '')).toThrow(RangeError);
    expect(safeDiv(1, 0).toString()).toBe('0');
    expect(safeDiv(1, '0', '-1').toString()).toBe('-1');
    expect(safeDiv(1, 8).toString()).toBe('0.125');
  });
});

describe('rounding helpers', () => {
  it('roundDown goes toward zero (amounts)', () => {
    expect(roundDown('1.239', 2).toString()).toBe('1.23');
    expect(roundDown('-1.239', 2).toString()).toBe('-1.23');
  });

  it('roundUp goes away from zero (fees)', () => {
    expect(roundUp('1.231', 2).toString()).toBe('1.24');
    expect(roundUp('-1.231', 2).toString()).toBe('-1.24');
  });

  it('roundHalfUp rounds half away from zero', () => {
    expect(roundHalfUp('1.235', 2).toString()).toBe('1.24');
    expect(roundHalfUp('1.2349', 2).toString()).toBe('1.23');
    expect(roundHalfUp('-1.235', 2).toString()).toBe('-1.24');
  });

  it('floorTo and ceilTo follow the number line', () => {
    expect(floorTo('-1.231', 2).toString()).toBe('-1.24');
    expect(ceilTo('-1.239', 2).toString()).toBe('-1.23');
  });

  it('rejects invalid decimal place counts', () => {
    expect(() => roundDown('1', -1)).toThrow(RangeError);
    expect(() => roundDown('1', 1.5)).toThrow(RangeError);
  });

  it('toFixedString pads, truncates by default and never uses exponents', () => {
    expect(toFixedString('1.5', 3)).toBe('1.500');
    expect(toFixedString('1.999', 2)).toBe('1.99');
    expect(toFixedString('1.995', 2, Decimal.ROUND_HALF_UP)).toBe('2.00');
    expect(toFixedString(1e21, 2)).toBe('1000000000000000000000.00');
  });

  it('stripTrailingZeros', () => {
    expect(stripTrailingZeros('12.500')).toBe('12.5');
    expect(stripTrailingZeros('3.00')).toBe('3');
    expect(stripTrailingZeros('100')).toBe('100');
    expect(stripTrailingZeros('0.000')).toBe('0');
    expect(stripTrailingZeros('10.0')).toBe('10');
  });
});
