/**
 * The §8 error catalogue as pure verdicts: what the client resolves, rejects, toasts and whether it
 * logs the user out. The client applies a verdict after every response interceptor has run, so a
 * later plug-in (signing recovery, captcha retry) sees and may replace a response first.
 */
import type { Envelope } from '@tideline/protocol/envelope';
import { isSuccessCode, RESULT_CODE } from '@tideline/protocol/envelope';
import {
  ERROR_CODES,
  hasCode,
  httpStatusMessage,
  isCaptchaRequired,
  isLoginExpiredCode,
  isSignErrorCode,
  isToastCode,
  type RequestMessageKey,
} from '@tideline/protocol/error-codes';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** `expired`: codes 20906/20205; `timeout`: result code 401. */
export type LogoutReason = 'expired' | 'timeout';

export type FailureReason = 'envelope' | 'http' | 'timeout' | 'network' | 'cancelled';

export interface RequestToast {
  message: string;
  type: ToastType;
}

export type CatalogueVerdict =
  | { kind: 'resolve' }
  | { kind: 'reject'; reason: FailureReason; toast?: RequestToast; logout?: LogoutReason };

export type RequestMessageLookup = (key: RequestMessageKey) => string;

/** §7: the user-info call resolves even with codes 00004-00006. */
export const USER_INFO_PATH = '/v1/user/overview/userinfo';

const TOAST_TYPE_BY_CODE: Readonly<Record<string, ToastType>> = {
  [ERROR_CODES.toastNotice]: 'info',
  [ERROR_CODES.toastWarning]: 'warning',
  [ERROR_CODES.toastError]: 'error',
};

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null || !('code' in body)) return false;
  const { code } = body as { code: unknown };
  return typeof code === 'string' || typeof code === 'number';
}

/** Codes whose message belongs to another step: signing recovery (§4) and the captcha flow. */
function isHandledElsewhere(envelope: Envelope<unknown>): boolean {
  return (
    isSignErrorCode(envelope.code) ||
    isCaptchaRequired(envelope) ||
    hasCode(envelope.code, ERROR_CODES.captchaClosed)
  );
}

export function judgeEnvelope(
  envelope: Envelope<unknown>,
  path: string,
  message: RequestMessageLookup,
): CatalogueVerdict {
  const reject = { kind: 'reject', reason: 'envelope' } as const;
  if (isSuccessCode(envelope.code) && envelope.status !== 'error') return { kind: 'resolve' };
  if (isLoginExpiredCode(envelope.code)) {
    return { ...reject, toast: { message: message('expired'), type: 'error' }, logout: 'expired' };
  }
  if (hasCode(envelope.code, String(RESULT_CODE.timeout))) {
    return { ...reject, toast: { message: message('loginvalid'), type: 'error' }, logout: 'timeout' };
  }
  if (isToastCode(envelope.code)) {
    if (path === USER_INFO_PATH) return { kind: 'resolve' };
    if (!envelope.msg) return reject;
    return {
      ...reject,
      toast: { message: envelope.msg, type: TOAST_TYPE_BY_CODE[String(envelope.code)] ?? 'error' },
    };
  }
  if (isHandledElsewhere(envelope)) return reject;
  const isError = envelope.status === 'error' || hasCode(envelope.code, String(RESULT_CODE.error));
  if (isError && envelope.msg) {
    return { ...reject, toast: { message: envelope.msg, type: 'error' } };
  }
  return reject;
}

/** §8 HTTP table: 403, 404/504, 500, and any other status in front of 'The system is busy'. */
export function judgeHttpStatus(status: number, message: RequestMessageLookup): CatalogueVerdict {
  const row = httpStatusMessage(status);
  const text = row.withStatus ? `${status} ${message(row.key)}` : message(row.key);
  return { kind: 'reject', reason: 'http', toast: { message: text, type: 'error' } };
}

/** §8: a network error with no response shows the error's own message; a time-out its text. */
export function judgeNoResponse(
  failure: { timedOut: boolean; errorMessage: string },
  message: RequestMessageLookup,
): CatalogueVerdict {
  if (failure.timedOut) {
    return { kind: 'reject', reason: 'timeout', toast: { message: message('timeout'), type: 'error' } };
  }
  return { kind: 'reject', reason: 'network', toast: { message: failure.errorMessage, type: 'error' } };
}
