import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { EarnCode } from './codes.ts';
import { earnCatalogues, earnMessage } from './messages.ts';

describeCatalogueContract('earn message', earnCatalogues, earnMessage);

describe('earnMessage', () => {
  it('§8 refusals read in the request language (§3 types: zh-CN 1, bg 26 English)', () => {
    expect(earnMessage(EarnCode.redeemExceedsPrincipal, 0)).toBe('You cannot redeem more than the principal');
    expect(earnMessage(EarnCode.redeemExceedsPrincipal, 1)).toBe('赎回金额不能超过本金');
    expect(earnMessage(EarnCode.unknownProduct, 26)).toBe(earnMessage(EarnCode.unknownProduct, 0));
  });
});
