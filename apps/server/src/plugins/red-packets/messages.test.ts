import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { RedPacketCode } from './codes.ts';
import { redPacketCatalogues, redPacketMessage } from './messages.ts';

describeCatalogueContract('red packet message', redPacketCatalogues, redPacketMessage);

describe('redPacketMessage', () => {
  it('answers in the request language, English for bg (§3 types: zh-CN 1, bg 26)', () => {
    expect(redPacketMessage(RedPacketCode.allClaimed, 0)).toBe(
      'All shares of this red packet have been claimed',
    );
    expect(redPacketMessage(RedPacketCode.allClaimed, 1)).toBe('此红包已被领完');
    expect(redPacketMessage(RedPacketCode.expired, 26)).toBe(redPacketMessage(RedPacketCode.expired, 0));
  });
});
