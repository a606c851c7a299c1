import { describe, expect, it } from 'vitest';
import { MAX_INTEGER_DIGITS, sanitizeNumericInput } from './index.ts';

/** Types `keys` one at a time into a field that re-sanitises after every key, like an input's onChange. */
function typeCharacters(keys: string, decimals?: number): string[] {
  const shown: string[] = [];
  let value = '';
  for (const key of keys) {
    value = sanitizeNumericInput(value + key, { decimals });
    shown.push(value);
  }
  return shown;
}

describe('§5 numeric input sanitiser: each rule alone', () => {
  it('§5 full-width period becomes a normal one', () => {
    expect(sanitizeNumericInput('1．5')).toBe('1.5');
    // Ideographic full stop and full-width digits come from the same IME keys.
    expect(sanitizeNumericInput('1。5')).toBe('1.5');
    expect(sanitizeNumericInput('１２．３')).toBe('12.3');
  });

  it('§5 everything except digits and a dot is stripped', () => {
    expect(sanitizeNumericInput('1a2b3')).toBe('123');
    expect(sanitizeNumericInput('-12.5')).toBe('12.5');
    expect(sanitizeNumericInput('1,234.5')).toBe('1234.5');
    expect(sanitizeNumericInput(' 1e5 ')).toBe('15');
    expect(sanitizeNumericInput('$')).toBe('');
    expect(sanitizeNumericInput('')).toBe('');
  });

  it('§5 a leading dot is removed', () => {
    expect(sanitizeNumericInput('.5')).toBe('5');
    expect(sanitizeNumericInput('.')).toBe('');
    expect(sanitizeNumericInput('..5')).toBe('5');
  });

  it('§5 leading multiple zeros collapse to one', () => {
    expect(sanitizeNumericInput('000.5')).toBe('0.5');
    expect(sanitizeNumericInput('00')).toBe('0');
    expect(sanitizeNumericInput('0')).toBe('0');
    expect(sanitizeNumericInput('00.')).toBe('0.');
    // A leading zero before another integer digit is dropped entirely.
    expect(sanitizeNumericInput('007')).toBe('7');
    expect(sanitizeNumericInput('0100')).toBe('100');
    expect(sanitizeNumericInput('100')).toBe('100');
    expect(sanitizeNumericInput('0.000')).toBe('0.000');
  });

  it('§5 only the first dot is kept', () => {
    expect(sanitizeNumericInput('1.2.3')).toBe('1.23');
    expect(sanitizeNumericInput('1..')).toBe('1.');
    expect(sanitizeNumericInput('1.')).toBe('1.');
  });

  it('§5 integer part limited to 20 digits', () => {
    expect(MAX_INTEGER_DIGITS).toBe(20);
    const twenty = '12345678901234567890';
    expect(sanitizeNumericInput(twenty)).toBe(twenty);
    expect(sanitizeNumericInput(`${twenty}1`)).toBe(twenty);
    expect(sanitizeNumericInput(`${twenty}99.5`)).toBe(`${twenty}.5`);
    expect(sanitizeNumericInput('1234567890123456789.5')).toBe('1234567890123456789.5');
  });

  it('§5 decimals limited to a caller-given count', () => {
    expect(sanitizeNumericInput('1.23456', { decimals: 2 })).toBe('1.23');
    expect(sanitizeNumericInput('1.29', { decimals: 1 })).toBe('1.2');
    expect(sanitizeNumericInput('1.2', { decimals: 2 })).toBe('1.2');
    expect(sanitizeNumericInput('1.', { decimals: 2 })).toBe('1.');
    expect(sanitizeNumericInput('1.23456789')).toBe('1.23456789');
  });

  it('§5 zero decimals means integers only: no dot', () => {
    expect(sanitizeNumericInput('12.5', { decimals: 0 })).toBe('12');
    expect(sanitizeNumericInput('12.', { decimals: 0 })).toBe('12');
    expect(sanitizeNumericInput('0.9', { decimals: 0 })).toBe('0');
  });

  it('rejects a bad decimals option', () => {
    expect(() => sanitizeNumericInput('1', { decimals: -1 })).toThrow(RangeError);
    expect(() => sanitizeNumericInput('1', { decimals: 1.5 })).toThrow(RangeError);
  });
});

describe('§5 numeric input sanitiser: rules combined', () => {
  it('§5 full-width period, letters and extra dots together', () => {
    expect(sanitizeNumericInput('abc００１２．３４．５６xyz', { decimals: 3 })).toBe('12.345');
  });

  it('§5 leading dot then leading zeros', () => {
    // '.007' -> leading dot removed '007' -> zeros collapse '7'
    expect(sanitizeNumericInput('.007')).toBe('7');
    // '.0.5' -> '0.5'
    expect(sanitizeNumericInput('.0.5')).toBe('0.5');
  });

  it('§5 zeros, dots and both limits', () => {
    const input = `000${'9'.repeat(25)}.1.2345`;
    expect(sanitizeNumericInput(input, { decimals: 4 })).toBe(`${'9'.repeat(20)}.1234`);
    expect(sanitizeNumericInput('0 0 0 . 5 . 5', { decimals: 1 })).toBe('0.5');
  });
});

describe('§5 numeric input sanitiser: typing character by character', () => {
  it('§5 typing 007.555 with 2 decimals', () => {
    expect(typeCharacters('007.555', 2)).toEqual(['0', '0', '7', '7.', '7.5', '7.55', '7.55']);
  });

  it('§5 typing a leading dot and a full-width period', () => {
    expect(typeCharacters('.0．5', 2)).toEqual(['', '0', '0.', '0.5']);
  });

  it('§5 typing a second dot and letters is ignored', () => {
    expect(typeCharacters('1.2.a3', 4)).toEqual(['1', '1.', '1.2', '1.2', '1.2', '1.23']);
  });

  it('§5 typing past 20 integer digits stops growing', () => {
    const shown = typeCharacters('1'.repeat(22));
    expect(shown[19]).toBe('1'.repeat(20));
    expect(shown[21]).toBe('1'.repeat(20));
  });

  it('§5 typing a dot in an integer-only field', () => {
    expect(typeCharacters('12.3', 0)).toEqual(['1', '12', '12', '123']);
  });
});
