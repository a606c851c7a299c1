import { describe, expect, it } from 'vitest';
import {
  checkAntiPhishingCode,
  checkApiKeyLabel,
  checkIpAllowList,
  checkPassphrase,
  checkPermissions,
  checkSubName,
  isIpOrNetwork,
  splitIpAllowList,
} from './account-checks.ts';

describe('account form checks', () => {
  it('§2 anti-phishing code: 4 to 20 letters or digits', () => {
    expect(checkAntiPhishingCode('')).toBe('checkRequired');
    expect(checkAntiPhishingCode('abc')).toBe('checkAntiPhishing');
    expect(checkAntiPhishingCode('Abc4')).toBeNull();
    expect(checkAntiPhishingCode('a'.repeat(20))).toBeNull();
    expect(checkAntiPhishingCode('a'.repeat(21))).toBe('checkAntiPhishing');
    expect(checkAntiPhishingCode('no spaces')).toBe('checkAntiPhishing');
  });

  it('§6 sub-account name: 3 to 20 letters, digits or underscores', () => {
    expect(checkSubName(' ')).toBe('checkRequired');
    expect(checkSubName('ab')).toBe('checkSubName');
    expect(checkSubName('bot_1')).toBeNull();
    expect(checkSubName('b'.repeat(21))).toBe('checkSubName');
    expect(checkSubName('desk-1')).toBe('checkSubName');
  });

  it('§2 API key label 1-32 characters and at least one permission', () => {
    expect(checkApiKeyLabel('')).toBe('checkRequired');
    expect(checkApiKeyLabel('x'.repeat(32))).toBeNull();
    expect(checkApiKeyLabel('x'.repeat(33))).toBe('checkLabel');
    expect(checkPermissions([])).toBe('checkPermissions');
    expect(checkPermissions(['read'])).toBeNull();
  });

  it('§2 IP allow-list: addresses and CIDR blocks of both families, at most 20', () => {
    expect(splitIpAllowList(' 203.0.113.7,2001:db8::/32\n203.0.113.7 ')).toEqual([
      '203.0.113.7',
      '2001:db8::/32',
    ]);
    expect(isIpOrNetwork('203.0.113.7')).toBe(true);
    expect(isIpOrNetwork('10.0.0.0/8')).toBe(true);
    expect(isIpOrNetwork('::1')).toBe(true);
    expect(isIpOrNetwork('2001:db8::/128')).toBe(true);
    expect(isIpOrNetwork('999.1.1.1')).toBe(false);
    expect(isIpOrNetwork('10.0.0.0/33')).toBe(false);
    expect(isIpOrNetwork('2001:db8::/129')).toBe(false);
    expect(isIpOrNetwork('10.1')).toBe(false);
    expect(isIpOrNetwork('1.2.3.4/8/8')).toBe(false);
    expect(checkIpAllowList('')).toBeNull();
    expect(checkIpAllowList('1.2.3.4, nonsense')).toBe('checkIpList');
    const twenty = Array.from({ length: 20 }, (_, index) => `10.0.0.${index}`);
    expect(checkIpAllowList(twenty.join(','))).toBeNull();
    expect(checkIpAllowList([...twenty, '10.0.1.1'].join(','))).toBe('checkIpCount');
  });

  it('issue #32 an API key passphrase is 8 to 32 letters and digits', () => {
    expect(checkPassphrase('')).toBe('checkRequired');
    expect(checkPassphrase('Abc1234')).toBe('checkPassphrase');
    expect(checkPassphrase('Abc12345')).toBeNull();
    expect(checkPassphrase('A'.repeat(32))).toBeNull();
    expect(checkPassphrase('A'.repeat(33))).toBe('checkPassphrase');
    expect(checkPassphrase('Abc 12345')).toBe('checkPassphrase');
  });
});
