import { describe, expect, it } from 'vitest';
import {
  commissionTier,
  daysOwed,
  isInviteCodeShape,
  maskName,
  newInviteCode,
  splitCommission,
  volumeBand,
} from './rules.ts';

describe('referral rules (issue #29)', () => {
  it.each([
    // fee, tier percent, kickback, total, inviter, invitee
    ['10', 20, 0, '2', '2', '0'],
    ['10', 20, 25, '2', '1.5', '0.5'],
    ['10', 20, 100, '2', '0', '2'],
    ['10', 25, 10, '2.5', '2.25', '0.25'],
    ['10', 40, 50, '4', '2', '2'],
    ['0.00001', 20, 0, '0.000002', '0.000002', '0'],
    // 20 % of 0.00000001 is below the 8th decimal: nothing is paid.
    ['0.00000001', 20, 50, '0', '0', '0'],
    // Rounded down, and the inviter takes the invitee's rounding remainder.
    ['0.00000013', 20, 50, '0.00000002', '0.00000001', '0.00000001'],
    ['1.23456789', 30, 33, '0.37037036', '0.24814815', '0.12222221'],
  ])(
    'commission on fee %s at %i %% with kickback %i %%: total %s = inviter %s + invitee %s',
    (fee, percent, kickback, total, inviter, invitee) => {
      expect(splitCommission(fee, percent, kickback)).toEqual({ total, inviter, invitee });
    },
  );

  it.each([
    [0, 0, 20],
    [4, 0, 20],
    [5, 1, 25],
    [19, 1, 25],
    [20, 2, 30],
    [99, 2, 30],
    [100, 3, 40],
    [5000, 3, 40],
  ])('%i trading invitees: tier %i, %i %% of their fees', (count, tier, percent) => {
    expect(commissionTier(count)).toEqual({ tier, percent });
  });

  it.each([
    ['0', 'none'],
    ['999.99', 'under-1k'],
    ['1000', '1k-10k'],
    ['9999.999', '1k-10k'],
    ['10000', '10k-100k'],
    ['100000', 'over-100k'],
  ])('volume %s is band %s', (volume, band) => {
    expect(volumeBand(volume)).toBe(band);
  });

  it('days owed: yesterday on a first run, every missed day after the last one paid, none twice', () => {
    const now = Date.parse('2026-03-10T05:00:00Z');
    expect(daysOwed(undefined, now)).toEqual(['2026-03-09']);
    expect(daysOwed('2026-03-09', now)).toEqual([]);
    expect(daysOwed('2026-03-06', now)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(daysOwed('2026-02-27', Date.parse('2026-03-02T00:00:00Z'))).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('invite codes are 8 characters without look-alikes; other spellings are campaign codes', () => {
    const code = newInviteCode((size) => size - 1);
    expect(code).toBe('99999999');
    expect(isInviteCodeShape(newInviteCode(() => 0))).toBe(true);
    for (const other of ['ABCDEFG', 'ABCDEFGHJ', 'ABCDEFG0', 'ABCDEFGI', 'abcdefgh', 'SPRING-24'])
      expect(isInviteCodeShape(other)).toBe(false);
  });

  it('masks nicknames for the inviter lists', () => {
    expect(maskName('alice')).toBe('a***e');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('')).toBe('***');
  });
});
