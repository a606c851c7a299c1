import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { CopyCode } from './codes.ts';
import { copyCatalogues, copyMessage } from './messages.ts';

describeCatalogueContract('copy trading message', copyCatalogues, copyMessage);

describe('copyMessage', () => {
  it('§8 refusals read in the request language (§3 types: zh-CN 1, bg 26 English)', () => {
    expect(copyMessage(CopyCode.cannotFollowSelf, 0)).toBe('You cannot copy your own trades');
    expect(copyMessage(CopyCode.cannotFollowSelf, 1)).toBe('不能跟随自己的交易');
    expect(copyMessage(CopyCode.unknownTrader, 26)).toBe(copyMessage(CopyCode.unknownTrader, 0));
  });
});
