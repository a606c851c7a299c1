import { describe, expect, it } from 'vitest';
import { formatMegabytes, formatRate, formatRatio, formatUtcTime } from './info-format.ts';

describe('informational page figures', () => {
  it('§2 /fee rates show 4 decimals of a percent (0.1% spot VIP0, 0.016% futures VIP1)', () => {
    expect(formatRate('0.001000')).toBe('0.1000%');
    expect(formatRate('0.000160')).toBe('0.0160%');
  });

  it('§2 /proof-of-reserves ratio as a percentage, -- while nothing is owed', () => {
    expect(formatRatio('1.6666')).toBe('166.66%');
    expect(formatRatio(null)).toBe('--');
  });

  it('§2 times are UTC and sizes in MB', () => {
    expect(formatUtcTime(Date.UTC(2026, 10, 21, 12, 30, 59))).toBe('2026-11-21 12:30 UTC');
    expect(formatMegabytes(48_234_496)).toBe('46.0 MB');
  });
});
