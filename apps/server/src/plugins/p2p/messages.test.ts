import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { P2pCode } from './codes.ts';
import { p2pCatalogues, p2pMessage } from './messages.ts';

describeCatalogueContract('P2P message', p2pCatalogues, p2pMessage);

describe('p2pMessage', () => {
  it('answers in the request language, English for bg (§3 types: zh-CN 1, bg 26)', () => {
    expect(p2pMessage(P2pCode.adSoldOut, 0)).toBe('Not enough is left on this ad for that amount');
    expect(p2pMessage(P2pCode.adSoldOut, 1)).toBe('该广告剩余数量不足以成交此金额');
    expect(p2pMessage(P2pCode.ownAd, 26)).toBe(p2pMessage(P2pCode.ownAd, 0));
  });
});
