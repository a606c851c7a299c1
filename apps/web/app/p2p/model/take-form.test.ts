import { describe, expect, it } from 'vitest';
import { cryptoForFiat, takeProblem } from './take-form.ts';

const ad = { price: '7.25', minOrder: '50', maxOrder: '1000' };

describe('take an ad (docs/protocol-p2p.md: per-order limits, crypto rounded down)', () => {
  it.each([
    ['', undefined, 'required'],
    ['0', undefined, 'required'],
    ['abc', undefined, 'required'],
    ['-5', undefined, 'required'],
    ['49.99', undefined, 'belowMin'],
    ['50', undefined, null],
    ['1000', undefined, null],
    ['1000.01', undefined, 'aboveMax'],
    ['100', '13.79310344', null],
    ['100', '13.79310343', 'balance'],
  ] as const)('%s fiat with %s in the wallet: %s', (fiat, wallet, problem) => {
    expect(takeProblem(fiat, ad, wallet)).toBe(problem);
  });

  it.each([
    ['100', '7.25', '13.79310344'],
    ['1', '3', '0.33333333'],
    ['', '7.25', '0'],
    ['10', '0', '0'],
  ])('%s fiat at %s buys %s crypto', (fiat, price, crypto) => {
    expect(cryptoForFiat(fiat, price).toFixed()).toBe(crypto);
  });

  it('an amount too small to buy one unit of 1e-8 is below the minimum', () => {
    expect(
      takeProblem('0.0000001', { price: '60000', minOrder: '0.00000001', maxOrder: '10' }, undefined),
    ).toBe('belowMin');
  });
});
