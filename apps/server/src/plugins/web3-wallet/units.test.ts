import { describe, expect, it } from 'vitest';
import { bookToTokenUnits, tokenToBookUnits } from './units.ts';

describe('web3 token units against book units (1e-8)', () => {
  it.each([
    // token units, decimals, book units
    [1_000_000n, 6, 100_000_000n],
    [100_000_000n, 8, 100_000_000n],
    [10n ** 18n, 18, 100_000_000n],
    [10n ** 18n + 9_999_999_999n, 18, 100_000_000n],
  ])('%s at %s decimals is %s book units', (token, decimals, book) => {
    expect(tokenToBookUnits(token, decimals)).toBe(book);
  });

  it('refuses book amounts finer than the token', () => {
    expect(bookToTokenUnits(1n, 6)).toBeNull();
    expect(bookToTokenUnits(100n, 6)).toBe(1n);
    expect(bookToTokenUnits(1n, 18)).toBe(10n ** 10n);
  });
});
