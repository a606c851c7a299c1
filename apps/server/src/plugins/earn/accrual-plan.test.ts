import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { type FixedHolding, type FlexibleHolding, planFixed, planFlexible } from './accrual-plan.ts';
import { DAY_MS, type RateTier } from './rules.ts';

const usdt = (amount: string) => toUnits(amount) as bigint;
const tiered: RateTier[] = [
  { upTo: usdt('500'), aprBps: 1000n },
  { upTo: null, aprBps: 300n },
];
const noon = (day: number) => day * DAY_MS + DAY_MS / 2;
const flexible: FlexibleHolding = {
  kind: 'flexible',
  principal: usdt('1000'),
  tiers: tiered,
  startedAt: noon(10),
  lastPaidDay: null,
};
const fixed30: FixedHolding = {
  kind: 'fixed',
  principal: usdt('1000'),
  tiers: [{ upTo: null, aprBps: 800n }],
  termDays: 30,
  maturesAt: 41 * DAY_MS,
  autoRenew: false,
};
const shown = (plan: readonly { interest: bigint }[]) => plan.map((entry) => fromUnits(entry.interest));

describe('flexible accrual', () => {
  it.each([
    ['nothing on the subscription day', flexible, noon(10), []],
    ['the first day after, at the tiered rate', flexible, 12 * DAY_MS, ['0.17808219']],
    ['three missed days caught up', flexible, 14 * DAY_MS, ['0.17808219', '0.17808219', '0.17808219']],
    ['a re-run after paying pays nothing', { ...flexible, lastPaidDay: 13 }, noon(14), []],
    [
      'after a partial redemption, the rest earns',
      { ...flexible, principal: usdt('400'), lastPaidDay: 11 },
      13 * DAY_MS,
      ['0.10958904'],
    ],
  ] as const)('%s', (_name, holding, now, expected) => {
    expect(shown(planFlexible(holding, now))).toEqual(expected);
  });
  it('names each day once', () => {
    expect(planFlexible(flexible, 14 * DAY_MS).map((payout) => payout.day)).toEqual([11, 12, 13]);
  });
});

describe('fixed maturity', () => {
  it.each([
    ['before maturity nothing is due', fixed30, 41 * DAY_MS - 1, []],
    ['at maturity the whole term is paid once', fixed30, 41 * DAY_MS, ['6.5753424']],
    ['without auto-renew long after, still once', fixed30, 200 * DAY_MS, ['6.5753424']],
    [
      'auto-renew through downtime pays every whole term',
      { ...fixed30, autoRenew: true },
      101 * DAY_MS,
      ['6.5753424', '6.5753424', '6.5753424'],
    ],
  ] as const)('%s', (_name, holding, now, expected) => {
    expect(shown(planFixed(holding, now))).toEqual(expected);
  });
  it('renewed terms start at the previous maturity', () => {
    const plan = planFixed({ ...fixed30, autoRenew: true }, 101 * DAY_MS);
    expect(plan.map((maturity) => maturity.at / DAY_MS)).toEqual([41, 71, 101]);
    expect(plan.every((maturity) => maturity.renewed)).toBe(true);
  });
});
