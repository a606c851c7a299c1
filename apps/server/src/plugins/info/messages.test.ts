import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { InfoCode } from './errors.ts';
import { infoCatalogues, infoMessage } from './messages.ts';

describeCatalogueContract('info message', infoCatalogues, infoMessage);

describe('infoMessage', () => {
  it('§8 refusals read in the request language (§3 types zh-CN 1, ar by its number, bg 26 English)', () => {
    expect(infoMessage(InfoCode.demoNotAudited, 0)).toBe(
      'Demo accounts hold virtual funds and are not part of the proof of reserves',
    );
    expect(infoMessage(InfoCode.demoNotAudited, 1)).toBe('模拟账户持有的是虚拟资金，不属于储备金证明范围');
    expect(infoMessage(InfoCode.notInSnapshot, 26)).toBe(infoMessage(InfoCode.notInSnapshot, 0));
  });
});
