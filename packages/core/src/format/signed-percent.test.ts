import { describe, expect, it } from 'vitest';
import { formatSignedPercent } from './signed-percent.ts';

const LRM = '\u200e';
const visible = (text: string) => text.replaceAll(LRM, '');

describe('formatSignedPercent (issue #18: the sign before the number in every direction)', () => {
  it.each([
    ['en', '3.85', '+3.85%'],
    ['en', '-3.85', '-3.85%'],
    ['en', '0', '0.00%'],
    ['en', '-0.001', '0.00%'],
    ['en', '0.005', '+0.01%'],
    ['en', '-0.005', '-0.01%'],
    ['en', '1234.5', '+1,234.50%'],
    ['de', '3.85', '+3,85\u00a0%'],
    ['de', '-3.85', '-3,85\u00a0%'],
    ['de', '0', '0,00\u00a0%'],
  ])('%s %s -> %s', (locale, value, shown) => {
    expect(formatSignedPercent(value, locale)).toBe(shown);
  });

  it('§9 Arabic keeps Latin digits and puts the sign first, held left to right by marks', () => {
    const down = formatSignedPercent('-3.85', 'ar');
    const up = formatSignedPercent('3.85', 'ar');
    expect(visible(down)).toBe('-3.85%');
    expect(visible(up)).toBe('+3.85%');
    // A left-to-right mark before the sign: in a right-to-left line the neutral sign would
    // otherwise be laid out after the digits ("3.85%-").
    expect(down.startsWith(LRM)).toBe(true);
    expect(up.startsWith(LRM)).toBe(true);
    expect(visible(formatSignedPercent('0', 'ar'))).toBe('0.00%');
  });

  it('takes other precisions, BCP-47 tags and says -- for a missing figure', () => {
    expect(formatSignedPercent('-0.01234', 'en', 4)).toBe('-0.0123%');
    expect(formatSignedPercent('12.5', 'en-GB', 1)).toBe('+12.5%');
    expect(formatSignedPercent(undefined, 'en')).toBe('--');
    expect(formatSignedPercent('', 'ar')).toBe('--');
  });
});
