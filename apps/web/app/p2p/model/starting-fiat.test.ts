import { describe, expect, it } from 'vitest';
import { startingFiat } from './starting-fiat.ts';

describe('P2P screens start on the valuation currency when P2P trades it', () => {
  it.each([
    ['UAH', 'UAH'],
    ['CAD', 'CAD'],
    ['EUR', 'EUR'],
    ['USD', 'USD'],
    // A valuation unit P2P does not trade, or none at all, starts on US dollars.
    ['BTC', 'USD'],
    ['', 'USD'],
  ])('%s → %s', (unit, fiat) => {
    expect(startingFiat(unit)).toBe(fiat);
  });
});
