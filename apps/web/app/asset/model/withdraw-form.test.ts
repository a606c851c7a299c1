import { describe, expect, it } from 'vitest';
import { checkAmount, checkWithdraw, sanitizeAmount, shortcutApplies } from './withdraw-form.ts';

describe('withdraw form', () => {
  it('§5 sanitises the amount: full-width dot, letters stripped, one dot, 8 decimals', () => {
    expect(sanitizeAmount('１２．５')).toBe('12.5');
    expect(sanitizeAmount('12。5')).toBe('12.5');
    expect(sanitizeAmount('abc1.2.3')).toBe('1.23');
    expect(sanitizeAmount('0.123456789')).toBe('0.12345678');
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('.5')).toBe('5');
  });

  it('an amount must be above 0 and within the available balance', () => {
    expect(checkAmount('', '10')).toEqual({ key: 'errorAmountRequired' });
    expect(checkAmount('0', '10')).toEqual({ key: 'errorAmountRequired' });
    expect(checkAmount('10', '10')).toBeNull();
    expect(checkAmount('10.00000001', '10.00000000')).toEqual({
      key: 'errorAmountTooLarge',
      available: '10',
    });
  });

  it('checks the address shape, then the amount, then the 6-digit code', () => {
    const good = { address: 'TXabc12345678', amount: '1', available: '5', code: '123456' };
    expect(checkWithdraw(good)).toBeNull();
    expect(checkWithdraw({ ...good, address: 'short' })).toEqual({ key: 'errorAddress' });
    expect(checkWithdraw({ ...good, address: 'has space 12345' })).toEqual({ key: 'errorAddress' });
    expect(checkWithdraw({ ...good, amount: '9' })).toMatchObject({ key: 'errorAmountTooLarge' });
    expect(checkWithdraw({ ...good, code: '12345' })).toEqual({ key: 'errorCode' });
  });

  it('issue #30 item 1: a whitelisted address with the flag on may go without a code, a typed one must still be six digits', () => {
    const good = { address: 'TXabc12345678', amount: '1', available: '5', code: '' };
    expect(checkWithdraw(good)).toEqual({ key: 'errorCode' });
    expect(checkWithdraw({ ...good, codeOptional: true })).toBeNull();
    expect(checkWithdraw({ ...good, codeOptional: true, code: '12' })).toEqual({ key: 'errorCode' });
    expect(checkWithdraw({ ...good, codeOptional: true, code: '123456' })).toBeNull();
    expect(checkWithdraw({ ...good, codeOptional: true, amount: '6' })).toMatchObject({
      key: 'errorAmountTooLarge',
    });
  });

  it.each([
    [{ noPassword: true, whitelist: [{ address: 'TXabc12345678' }] }, ' TXabc12345678 ', true],
    [{ noPassword: false, whitelist: [{ address: 'TXabc12345678' }] }, 'TXabc12345678', false],
    [{ noPassword: true, whitelist: [{ address: 'TXabc12345678' }] }, 'TXabc12345679', false],
    [{ noPassword: true, whitelist: [] }, 'TXabc12345678', false],
    [undefined, 'TXabc12345678', false],
  ])('the shortcut applies for %j and %s: %s', (settings, address, applies) => {
    expect(shortcutApplies(settings, address)).toBe(applies);
  });
});
