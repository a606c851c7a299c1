import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { MarginCode } from './codes.ts';
import { marginCatalogues, marginMessage } from './messages.ts';

describeCatalogueContract('Margin message', marginCatalogues, marginMessage);

describe('marginMessage', () => {
  it('answers in the request language, English for bg (§3 types: zh-CN 1, bg 26)', () => {
    expect(marginMessage(MarginCode.poolExhausted, 0)).toBe(
      'The lending pool has not enough of this asset left',
    );
    expect(marginMessage(MarginCode.poolExhausted, 1)).toBe('借贷池中该资产余量不足');
    expect(marginMessage(MarginCode.liquidating, 26)).toBe(marginMessage(MarginCode.liquidating, 0));
  });
});
