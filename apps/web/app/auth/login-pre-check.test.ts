import { describe, expect, it } from 'vitest';
import { preCheckNotices } from './login-pre-check.ts';

describe('§7 login pre-check notices', () => {
  it('an unknown login name says only that', () => {
    expect(preCheckNotices({ exists: false, captcha: true, secondFactor: false })).toEqual(['noAccount']);
  });

  it('a known one says what follows the password: the captcha, then the second factor', () => {
    expect(preCheckNotices({ exists: true, captcha: true, secondFactor: true })).toEqual([
      'captcha',
      'secondFactor',
    ]);
    expect(preCheckNotices({ exists: true, captcha: false, secondFactor: false })).toEqual([]);
  });

  it('an answer withheld by the enumeration limit says nothing about the account', () => {
    expect(preCheckNotices({ exists: null, captcha: true, secondFactor: null })).toEqual(['captcha']);
  });
});
