import { describe, expect, it } from 'vitest';
import { fromUnits, parseSignedUnits, toUnits } from './book-units.ts';

describe('book units (1e-8 of the asset)', () => {
  it.each([
    ['0', 0n],
    ['1', 100_000_000n],
    ['0.00000001', 1n],
    ['12.5', 1_250_000_000n],
    ['007.10', 710_000_000n],
    ['12345678901234567890', 1_234_567_890_123_456_789_000_000_000n],
  ])('reads %s as %s units', (text, units) => {
    expect(toUnits(text)).toBe(units);
  });

  it.each(['', '-1', '+1', '1.', '.5', '1e3', '0.000000001', '1,5', ' 1', 'NaN', '123456789012345678901'])(
    'refuses %j',
    (text) => {
      expect(toUnits(text)).toBeNull();
    },
  );

  it.each([
    [0n, '0'],
    [1n, '0.00000001'],
    [1_250_000_000n, '12.5'],
    [-1_250_000_000n, '-12.5'],
    [-1n, '-0.00000001'],
  ])('writes %s units as %s', (units, text) => {
    expect(fromUnits(units)).toBe(text);
  });

  it('reads the signed numbers the database answers, and throws on a corrupt one', () => {
    expect(parseSignedUnits('-3.25000000')).toBe(-325_000_000n);
    expect(parseSignedUnits('0')).toBe(0n);
    expect(() => parseSignedUnits('1.000000001')).toThrow(/more than 8 decimals/);
  });
});
