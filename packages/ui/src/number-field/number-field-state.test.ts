import { describe, expect, it } from 'vitest';
import { canStep, clampNumberText, sanitizeNumberText, stepNumberText } from './number-field-state.ts';

const PRICE = { decimals: 2, step: '0.5', min: '0', max: '100' };
const LEVERAGE = { decimals: 0, min: '1', max: '125' };

describe('number field state', () => {
  it.each([
    ['１２．３４５', PRICE, '12.34'],
    ['.5', PRICE, '5'],
    ['007', LEVERAGE, '7'],
    ['12.9', LEVERAGE, '12'],
    ['1.2.3', {}, '1.23'],
  ])('§5 typing %s with %o keeps %s (core sanitiser)', (raw, rules, expected) => {
    expect(sanitizeNumberText(raw, rules)).toBe(expected);
  });

  it.each([
    ['1.25', 1, PRICE, '1.75'],
    ['1.25', -1, PRICE, '0.75'],
    ['0.25', -1, PRICE, '0.00'],
    ['99.9', 1, PRICE, '100.00'],
    ['', 1, PRICE, '0.00'],
    ['', -1, LEVERAGE, '1'],
    ['10', 1, LEVERAGE, '11'],
    ['125', 1, LEVERAGE, '125'],
    ['0.1', 1, { decimals: 1 }, '0.2'],
    ['0.1', 1, {}, '1.1'],
    ['0.00000001', 1, { decimals: 8 }, '0.00000002'],
    ['1', 1, { step: '0.1' }, '1.1'],
  ] as const)('stepping %s by %s with %o gives %s', (text, direction, rules, expected) => {
    expect(stepNumberText(text, direction, rules)).toBe(expected);
  });

  it.each([
    ['0', LEVERAGE, '1'],
    ['300', LEVERAGE, '125'],
    ['50', LEVERAGE, '50'],
    ['', LEVERAGE, ''],
  ])('clamping %s with %o gives %s', (text, rules, expected) => {
    expect(clampNumberText(text, rules)).toBe(expected);
  });

  it.each([
    ['125', 1, false],
    ['124', 1, true],
    ['1', -1, false],
    ['', -1, true],
  ] as const)('can step %s by %s: %s', (text, direction, expected) => {
    expect(canStep(text, direction, LEVERAGE)).toBe(expected);
  });
});
