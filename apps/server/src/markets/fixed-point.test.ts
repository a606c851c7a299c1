import { describe, expect, it } from 'vitest';
import { unitsAtMost } from './fixed-point.ts';

describe('an engine figure as units, never more than it', () => {
  it.each([
    ['12.5', 1_250_000_000n],
    // More decimals than the unit holds: rounded down, not refused.
    ['0.123456789', 12_345_678n],
    ['7', 700_000_000n],
    // Nothing to move of a negative or a malformed figure.
    ['-3.2', 0n],
    ['', 0n],
    ['1e3', 0n],
  ])('%s -> %s', (text, units) => {
    expect(unitsAtMost(text, 8)).toBe(units);
  });
});
