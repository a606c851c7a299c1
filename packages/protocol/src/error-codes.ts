import { CAPTCHA_CLOSED_CODE, CAPTCHA_REQUIRED_CODE, CAPTCHA_REQUIRED_GROUP } from './captcha.ts';

/**
 * The codes of spec §8. They are strings because several carry leading zeros; compare a received
 * code (string or number) with `hasCode`, never with `===`.
 */
export const ERROR_CODES = {
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
  captchaRequired: CAPTCHA_REQUIRED_CODE,
  captchaClosed: CAPTCHA_CLOSED_CODE,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Spec §8: both codes mean the session is over. */
export const LOGIN_EXPIRED_CODES: readonly string[] = [
  ERROR_CODES.loginExpired,
  ERROR_CODES.loginExpiredAlternate,
];

/** Spec §8: with a msg, shown as a toast (except on the user-info call). */
export const TOAST_CODES: readonly string[] = [
  ERROR_CODES.toastNotice,
  ERROR_CODES.toastWarning,
  ERROR_CODES.toastError,
];

/** Spec §4 "Sign-verification recovery". */
export const SIGN_ERROR_CODES: readonly string[] = [
  ERROR_CODES.signMissing,
  ERROR_CODES.signModeMismatch,
  ERROR_CODES.signExpired,
  ERROR_CODES.signInvalid,
];

/** Spec §4: only missing and mode-mismatch reload the sign config; expired does not. */
export const SIGN_CONFIG_RELOAD_CODES: readonly string[] = [
  ERROR_CODES.signMissing,
  ERROR_CODES.signModeMismatch,
];

export function hasCode(code: unknown, expected: string | readonly string[]): boolean {
  if (typeof code !== 'string' && typeof code !== 'number') return false;
  const received = String(code);
  return typeof expected === 'string' ? received === expected : expected.includes(received);
}

export function isLoginExpiredCode(code: unknown): boolean {
  return hasCode(code, LOGIN_EXPIRED_CODES);
}

export function isToastCode(code: unknown): boolean {
  return hasCode(code, TOAST_CODES);
}

export function isSignErrorCode(code: unknown): boolean {
  return hasCode(code, SIGN_ERROR_CODES);
}

/** Spec §4: 10021 demands a captcha only when the gateway itself (group 'gateway') sent it. */
export function isCaptchaRequired(response: { code: unknown; group?: unknown }): boolean {
  return hasCode(response.code, CAPTCHA_REQUIRED_CODE) && response.group === CAPTCHA_REQUIRED_GROUP;
}

/** Keys of the localised request messages (spec §8); `unknow` is the spec's spelling. */
export type RequestMessageKey =
  | 'tip'
  | 'timeout'
  | 'expired'
  | 'loginvalid'
  | 'unknow'
  | 'notfound'
  | 'forbidden';

export interface HttpStatusMessage {
  key: RequestMessageKey;
  /** The "other" row of the §8 table puts the status in front of the text. */
  withStatus: boolean;
}

/** Spec §8 HTTP table: 403 forbidden; 404 and 504 'Request error'; 500 and others 'The system is busy'. */
export function httpStatusMessage(status: number): HttpStatusMessage {
  switch (status) {
    case 403:
      return { key: 'forbidden', withStatus: false };
    case 404:
    case 504:
      return { key: 'notfound', withStatus: false };
    case 500:
      return { key: 'unknow', withStatus: false };
    default:
      return { key: 'unknow', withStatus: true };
  }
}
