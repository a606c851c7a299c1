import { describe, expect, it } from 'vitest';
import {
  checkAreaCode,
  checkCode,
  checkEmail,
  checkLoginName,
  checkMobile,
  checkNewPassword,
  checkPasswordRepeat,
  collectErrors,
} from './validation.ts';

describe('§7 sign-up and sign-in form checks (the gateway rules of protocol §3)', () => {
  it('passwords need 8 to 32 characters with at least one letter and one digit', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('abcdef1')).toBe('weakPassword');
    expect(checkNewPassword('abcdefg1')).toBeNull();
    expect(checkNewPassword(`a${'1'.repeat(31)}`)).toBeNull();
    expect(checkNewPassword(`a${'1'.repeat(32)}`)).toBe('weakPassword');
    expect(checkNewPassword('12345678')).toBe('weakPassword');
    expect(checkNewPassword('abcdefgh')).toBe('weakPassword');
  });

  it('the repeated password must match', () => {
    expect(checkPasswordRepeat('abcdefg1', '')).toBe('required');
    expect(checkPasswordRepeat('abcdefg1', 'abcdefg2')).toBe('passwordMismatch');
    expect(checkPasswordRepeat('abcdefg1', 'abcdefg1')).toBeNull();
  });

  it('mobile numbers have 5 to 15 digits, area codes 1 to 4 digits with an optional +', () => {
    expect(checkMobile('1234')).toBe('invalidMobile');
    expect(checkMobile('12345')).toBeNull();
    expect(checkMobile('123456789012345')).toBeNull();
    expect(checkMobile('1234567890123456')).toBe('invalidMobile');
    expect(checkMobile('12 345')).toBe('invalidMobile');
    expect(checkAreaCode('+86')).toBeNull();
    expect(checkAreaCode('1')).toBeNull();
    expect(checkAreaCode('12345')).toBe('invalidAreaCode');
  });

  it('verification codes are 6 digits', () => {
    expect(checkCode('12345')).toBe('invalidCode');
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('12345a')).toBe('invalidCode');
  });

  it('a login name with @ is checked as an e-mail, otherwise as a mobile number', () => {
    expect(checkEmail('a@b')).toBe('invalidEmail');
    expect(checkLoginName('demo@tideline.local')).toBeNull();
    expect(checkLoginName('demo@')).toBe('invalidEmail');
    expect(checkLoginName('13800000000')).toBeNull();
    expect(checkLoginName('demo')).toBe('invalidMobile');
    expect(checkLoginName('  ')).toBe('required');
  });

  it('collects the failing fields only', () => {
    expect(collectErrors({ email: () => checkEmail('x'), code: () => checkCode('123456') })).toEqual({
      email: 'invalidEmail',
    });
  });
});
