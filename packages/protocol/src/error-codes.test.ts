import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  hasCode,
  httpStatusMessage,
  isCaptchaRequired,
  isLoginExpiredCode,
  isSignErrorCode,
  isToastCode,
  SIGN_CONFIG_RELOAD_CODES,
} from './error-codes.ts';

describe('§8 error catalogue', () => {
  it('§8 names every code', () => {
    expect(ERROR_CODES).toEqual({
      success: '00000',
      loginExpired: '20906',
      loginExpiredAlternate: '20205',
      toastNotice: '00004',
      toastWarning: '00005',
      toastError: '00006',
      signMissing: '00020',
      signModeMismatch: '00021',
      signExpired: '00022',
      signInvalid: '00023',
      captchaRequired: '10021',
      captchaClosed: '90000001',
    });
  });

  it('§8 20906 and 20205 mean login expired, as string or number', () => {
    expect(isLoginExpiredCode('20906')).toBe(true);
    expect(isLoginExpiredCode(20906)).toBe(true);
    expect(isLoginExpiredCode(20205)).toBe(true);
    expect(isLoginExpiredCode('20907')).toBe(false);
    expect(isLoginExpiredCode(undefined)).toBe(false);
  });

  it('§8 00004, 00005 and 00006 are toast codes; leading zeros matter', () => {
    for (const code of ['00004', '00005', '00006']) expect(isToastCode(code)).toBe(true);
    expect(isToastCode('00007')).toBe(false);
    expect(isToastCode(4)).toBe(false);
    expect(isToastCode('4')).toBe(false);
  });

  it('§4 sign codes 00020-00023; only 00020 and 00021 reload the sign config', () => {
    for (const code of ['00020', '00021', '00022', '00023']) expect(isSignErrorCode(code)).toBe(true);
    expect(isSignErrorCode('00024')).toBe(false);
    expect(isSignErrorCode('00019')).toBe(false);
    expect(hasCode('00020', SIGN_CONFIG_RELOAD_CODES)).toBe(true);
    expect(hasCode('00021', SIGN_CONFIG_RELOAD_CODES)).toBe(true);
    expect(hasCode('00022', SIGN_CONFIG_RELOAD_CODES)).toBe(false);
    expect(hasCode('00023', SIGN_CONFIG_RELOAD_CODES)).toBe(false);
  });

  it('§4 10021 demands a captcha only with group gateway', () => {
    expect(isCaptchaRequired({ code: '10021', group: 'gateway' })).toBe(true);
    expect(isCaptchaRequired({ code: 10021, group: 'gateway' })).toBe(true);
    expect(isCaptchaRequired({ code: '10021' })).toBe(false);
    expect(isCaptchaRequired({ code: '10021', group: 'user' })).toBe(false);
    expect(isCaptchaRequired({ code: '10022', group: 'gateway' })).toBe(false);
  });

  it('§8 HTTP status table', () => {
    expect(httpStatusMessage(403)).toEqual({ key: 'forbidden', withStatus: false });
    expect(httpStatusMessage(404)).toEqual({ key: 'notfound', withStatus: false });
    expect(httpStatusMessage(504)).toEqual({ key: 'notfound', withStatus: false });
    expect(httpStatusMessage(500)).toEqual({ key: 'unknow', withStatus: false });
    expect(httpStatusMessage(502)).toEqual({ key: 'unknow', withStatus: true });
    expect(httpStatusMessage(401)).toEqual({ key: 'unknow', withStatus: true });
  });
});
