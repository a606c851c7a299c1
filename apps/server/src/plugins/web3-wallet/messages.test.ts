import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { Web3Code } from './codes.ts';
import { web3Catalogues, web3Message } from './messages.ts';

describeCatalogueContract('web3 wallet message', web3Catalogues, web3Message);

describe('web3Message', () => {
  it('answers in the request language, English for bg (§3 types: zh-CN 1, bg 26)', () => {
    expect(web3Message(Web3Code.sameToken, 0)).toBe('Choose two different tokens');
    expect(web3Message(Web3Code.sameToken, 1)).toBe('请选择两种不同的代币');
    expect(web3Message(Web3Code.insufficientBalance, 26)).toBe(web3Message(Web3Code.insufficientBalance, 0));
  });
});
