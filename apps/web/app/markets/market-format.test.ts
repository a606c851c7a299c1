import { describe, expect, it } from 'vitest';
import { formatChangeRate, formatVolume } from './market-format.ts';

describe('/markets 24h change text', () => {
  it.each<[string | null, string]>([
    ['3.85', '+3.85%'],
    ['-3.85', '-3.85%'],
    ['0', '0.00%'],
    ['-0.001', '0.00%'],
    ['0.001', '0.00%'],
    ['1234.5', '+1,234.50%'],
    [null, '--'],
  ])('%j shows as %j: the sign before the number, always', (rate, expected) => {
    expect(formatChangeRate(rate)).toBe(expected);
  });
});

describe('/markets 24h volume text', () => {
  it.each<[string | null, string]>([
    ['0', '0.00'],
    ['999.999', '999.99'],
    ['1000', '1.00K'],
    ['112127593.74', '112.12M'],
    ['2500000000', '2.50B'],
    ['1234567890123', '1,234.56B'],
    [null, '--'],
  ])('%j shows as %j', (volume, expected) => {
    expect(formatVolume(volume)).toBe(expected);
  });
});
