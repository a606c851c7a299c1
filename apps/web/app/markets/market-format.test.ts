import { describe, expect, it } from 'vitest';
import { formatChangeRate } from './market-format.ts';

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
