import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { FuturesCode } from './errors.ts';
import { futuresCatalogues, futuresMessage } from './messages.ts';

describeCatalogueContract('futures message', futuresCatalogues, futuresMessage);

describe('futuresMessage', () => {
  it('§8 every futures result code has a text', () => {
    for (const code of Object.values(FuturesCode)) expect(futuresMessage(code, 0)).not.toBe('');
  });

  it('§8 refusals read in the request language (§3 types zh-CN 1, ja 2, de 11, bg 26)', () => {
    expect(futuresMessage(FuturesCode.insufficientBalance, 0)).toBe('Insufficient futures balance');
    expect(futuresMessage(FuturesCode.insufficientBalance, 1)).toBe('合约账户余额不足');
    expect(futuresMessage(FuturesCode.noPosition, 2)).toBe('該当するポジションがありません');
    expect(futuresMessage(FuturesCode.invalidLeverage, 11)).toBe(
      'Der Hebel liegt über dem Maximum für diese Größe',
    );
    expect(futuresMessage(FuturesCode.unavailable, 26)).toBe('Futures trading is temporarily unavailable');
  });
});
