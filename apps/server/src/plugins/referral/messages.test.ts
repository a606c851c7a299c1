import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { ReferralCode } from './errors.ts';
import { referralCatalogues, referralMessage } from './messages.ts';

describeCatalogueContract('referral message', referralCatalogues, referralMessage);

describe('referralMessage', () => {
  it('§8 refusals read in the request language (§3 types: zh-CN 1, bg 26 English)', () => {
    expect(referralMessage(ReferralCode.selfReferral, 0)).toBe('You cannot use your own invite code');
    expect(referralMessage(ReferralCode.selfReferral, 1)).toBe('不能使用自己的邀请码');
    expect(referralMessage(ReferralCode.inviterDeleted, 26)).toBe(
      referralMessage(ReferralCode.inviterDeleted, 0),
    );
  });
});
