import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { EarnCode } from './codes.ts';
import {
  DAY_MS,
  dailyInterest,
  dueDays,
  fixedInterest,
  maturityOf,
  type RateTier,
  redemption,
  subscriptionRefusal,
} from './rules.ts';

const usdt = (amount: string) => toUnits(amount) as bigint;
/** USDT flexible: 10 % on the first 500 USDT, 3 % on the rest. */
const tiered: RateTier[] = [
  { upTo: usdt('500'), aprBps: 1000n },
  { upTo: null, aprBps: 300n },
];
const flat: RateTier[] = [{ upTo: null, aprBps: 100n }];
const noon = (day: number) => day * DAY_MS + DAY_MS / 2;

describe('units', () => {
  it.each([
    ['0', 0n],
    ['1', 100_000_000n],
    ['0.00000001', 1n],
    ['12.5', 1_250_000_000n],
  ])('%s is %s units and back', (text, units) => {
    expect(toUnits(text)).toBe(units);
    expect(fromUnits(units)).toBe(text);
  });
  it.each(['0.000000001', '-1', '1e3', '', '1.', 'NaN'])('%s is refused', (text) => {
    expect(toUnits(text)).toBeNull();
  });
});

describe('daily interest under rate bands (rounded down to a unit)', () => {
  it.each([
    ['nothing earns nothing', '0', tiered, '0'],
    ['one unit rounds down to nothing', '0.00000001', tiered, '0'],
    ['100 USDT all in the first band', '100', tiered, '0.02739726'],
    ['500 USDT fills the first band exactly', '500', tiered, '0.1369863'],
    ['1000 USDT: 500 at 10 %, 500 at 3 %', '1000', tiered, '0.17808219'],
    ['1 BTC at a flat 1 %', '1', flat, '0.00002739'],
  ])('%s', (_name, principal, tiers, expected) => {
    expect(fromUnits(dailyInterest(usdt(principal), tiers))).toBe(expected);
  });

  it('a partial redemption lowers the next day to the rest', () => {
    const before = dailyInterest(usdt('1000'), tiered);
    const after = dailyInterest(usdt('1000') - usdt('600'), tiered);
    expect(fromUnits(after)).toBe('0.10958904');
    expect(after < before).toBe(true);
  });

  it('a fixed term pays each day of the term at the subscribed rate', () => {
    expect(fromUnits(fixedInterest(usdt('1000'), [{ upTo: null, aprBps: 800n }], 30))).toBe('6.5753424');
  });
});

describe('due days: from the day after subscription, once, catching up', () => {
  it.each([
    ['the subscription day itself earns nothing', null, noon(11), []],
    ['the day after is due once it ended', null, 12 * DAY_MS, [11]],
    ['days missed while down are all due', null, 15 * DAY_MS, [11, 12, 13, 14]],
    ['paid days are not due again', 13, 15 * DAY_MS, [14]],
    ['a re-run of the same day pays nothing', 14, noon(15), []],
  ] as const)('%s', (_name, lastPaid, now, expected) => {
    expect(dueDays(noon(10), lastPaid, now)).toEqual(expected);
  });
});

describe('maturity', () => {
  it.each([7, 30, 90])('a %i-day term matures at the start of the day after its last day', (term) => {
    expect(maturityOf(noon(10), term)).toBe((11 + term) * DAY_MS);
  });
});

describe('quotas', () => {
  const quota = {
    minAmount: usdt('10'),
    perUserCap: usdt('10000'),
    totalCap: usdt('1000000'),
    userHeld: usdt('9000'),
    totalHeld: usdt('999000'),
  };
  it.each([
    ['zero', '0', EarnCode.invalidAmount],
    ['below the minimum', '9.99999999', EarnCode.belowMinimum],
    ['the minimum', '10', null],
    ['up to the per-user cap', '1000', null],
    ['one unit over the per-user cap', '1000.00000001', EarnCode.perUserCapExceeded],
  ] as const)('%s', (_name, amount, expected) => {
    expect(subscriptionRefusal(usdt(amount), quota)).toBe(expected);
  });
  it('the total cap is checked with the user under theirs', () => {
    expect(subscriptionRefusal(usdt('1000'), { ...quota, userHeld: 0n, totalHeld: usdt('999500') })).toBe(
      EarnCode.totalCapExceeded,
    );
  });
});

describe('redemption', () => {
  const flexible = { kind: 'flexible', state: 'active', principal: usdt('100') } as const;
  const fixed = { kind: 'fixed', state: 'active', principal: usdt('100') } as const;
  it.each([
    ['flexible, all', flexible, undefined, { principal: usdt('100') }],
    ['flexible, a part', flexible, usdt('40'), { principal: usdt('40') }],
    [
      'flexible, more than held',
      flexible,
      usdt('100.00000001'),
      { refusal: EarnCode.redeemExceedsPrincipal },
    ],
    ['flexible, zero', flexible, 0n, { refusal: EarnCode.invalidAmount }],
    ['fixed early, whole (interest forfeited)', fixed, undefined, { principal: usdt('100') }],
    ['fixed, a part', fixed, usdt('10'), { refusal: EarnCode.partialFixedRedeem }],
    ['closed', { ...flexible, state: 'redeemed' }, undefined, { refusal: EarnCode.holdingClosed }],
    ['matured', { ...fixed, state: 'matured' }, undefined, { refusal: EarnCode.holdingClosed }],
  ] as const)('%s', (_name, holding, amount, expected) => {
    expect(redemption(holding, amount)).toEqual(expected);
  });
});
