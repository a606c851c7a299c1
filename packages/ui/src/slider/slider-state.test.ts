import { describe, expect, it } from 'vitest';
import { pageStepOf, sliderKeyOf, snapToStep, valueAfterKey, valueAtFraction } from './slider-state.ts';

const PERCENT = { min: 0, max: 100, step: 1 };
const LEVERAGE = { min: 1, max: 125, step: 1 };

describe('slider state', () => {
  it.each([
    [PERCENT, -5, 0],
    [PERCENT, 100.4, 100],
    [PERCENT, 42.5, 43],
    [{ min: 0, max: 1, step: 0.1 }, 0.30000000000000004, 0.3],
    [{ min: 1, max: 10, step: 2 }, 10, 9],
    [{ min: 5, max: 5, step: 1 }, 8, 5],
  ])('snapToStep(%o, %s) is %s', (range, value, expected) => {
    expect(snapToStep(value, range)).toBe(expected);
  });

  it.each([
    [PERCENT, 10],
    [LEVERAGE, 12],
    [{ min: 1, max: 5, step: 1 }, 1],
    [{ ...PERCENT, pageStep: 25 }, 25],
  ])('page step of %o is %s', (range, expected) => {
    expect(pageStepOf(range)).toBe(expected);
  });

  it.each([
    ['increase', 50, 51],
    ['increase', 100, 100],
    ['decrease', 0, 0],
    ['decrease', 50, 49],
    ['pageIncrease', 95, 100],
    ['pageDecrease', 25, 15],
    ['min', 63, 0],
    ['max', 63, 100],
  ] as const)('%s from %s gives %s', (key, from, expected) => {
    expect(valueAfterKey(from, key, PERCENT)).toBe(expected);
  });

  it.each([
    [0, 1],
    [0.5, 63],
    [1, 125],
  ])('leverage at fraction %s of the track is %s', (fraction, expected) => {
    expect(valueAtFraction(fraction, LEVERAGE)).toBe(expected);
  });

  it.each([
    ['ArrowRight', 'ltr', 'increase'],
    ['ArrowLeft', 'ltr', 'decrease'],
    ['ArrowLeft', 'rtl', 'increase'],
    ['ArrowRight', 'rtl', 'decrease'],
    ['ArrowUp', 'rtl', 'increase'],
    ['ArrowDown', 'ltr', 'decrease'],
    ['PageUp', 'ltr', 'pageIncrease'],
    ['PageDown', 'rtl', 'pageDecrease'],
    ['Home', 'ltr', 'min'],
    ['End', 'ltr', 'max'],
    ['Enter', 'ltr', null],
  ] as const)('%s in %s is %s', (key, dir, expected) => {
    expect(sliderKeyOf(key, dir)).toBe(expected);
  });
});
