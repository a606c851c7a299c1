import { describe, expect, it } from 'vitest';
import { amountProblem, estimate, maxAmount, type SubscribeProduct } from './subscribe-form.ts';

const flexible: SubscribeProduct = {
  minAmount: '1',
  perUserCap: '100000',
  remaining: '10000000',
  tiers: [
    { upTo: '500', apr: '10' },
    { upTo: null, apr: '3' },
  ],
  termDays: null,
};
const fixed: SubscribeProduct = { ...flexible, tiers: [{ upTo: null, apr: '6' }], termDays: 7 };

describe('subscribe form (docs/protocol-earn.md §2)', () => {
  it.each([
    ['', '0', '1000', 'required'],
    ['0', '0', '1000', 'required'],
    ['abc', '0', '1000', 'required'],
    ['0.99', '0', '1000', 'belowMin'],
    ['1', '0', '1000', null],
    ['1000', '0', '1000', null],
    ['1000.01', '0', '1000', 'balance'],
    ['100', '99950', '1000', 'aboveMax'],
    ['50', '99950', '1000', null],
  ] as const)('amount %s with %s held and %s in spot: %s', (amount, held, spot, problem) => {
    expect(amountProblem(amount, flexible, held, spot)).toBe(problem);
  });

  it('the total cap left bounds the amount before the balance does', () => {
    const nearlyFull = { ...flexible, remaining: '10' };
    expect(amountProblem('11', nearlyFull, '0', '5')).toBe('aboveMax');
    expect(maxAmount(nearlyFull, '0', '5').toFixed()).toBe('5');
    expect(maxAmount(nearlyFull, '0', undefined).toFixed()).toBe('10');
    expect(maxAmount({ ...flexible, perUserCap: '10' }, '20', '5').toFixed()).toBe('0');
  });

  it('the tiers apply per slice: 1000 USDT earn 10 % on 500 and 3 % on 500, rounded down per day', () => {
    const answer = estimate('1000', flexible);
    expect(answer.daily.toFixed()).toBe('0.17808219');
    expect(answer.month?.toFixed()).toBe('5.3424657');
    expect(answer.year?.toFixed()).toBe('64.99999935');
    expect(answer.term).toBeNull();
    expect(estimate('400', flexible).daily.toFixed()).toBe('0.10958904');
  });

  it('a fixed term earns its days at the locked rate, paid at maturity', () => {
    const answer = estimate('365', fixed);
    expect(answer.daily.toFixed()).toBe('0.06');
    expect(answer.term?.toFixed()).toBe('0.42');
    expect(answer.month).toBeNull();
  });
});
