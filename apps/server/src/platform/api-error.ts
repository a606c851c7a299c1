import type { ServerMessageKey } from '../i18n/index.ts';
import { ResultCode, type ResultCodeValue } from './result-codes.ts';

/**
 * An expected failure: the /v1 error handler answers it with the envelope
 * `{ code, data: null, msg: <localised messageKey>, status: 'error' }` and `httpStatus`.
 * Business refusals keep HTTP 200 (spec §8: "a reply of 200 with status error and a msg");
 * malformed input, missing login and rate limits use their 4xx status.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ResultCodeValue,
    readonly messageKey: ServerMessageKey,
    readonly httpStatus = 200,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const loginRequired = () => new ApiError(ResultCode.loginRequired, 'auth.loginRequired', 401);
export const loginExpired = () => new ApiError(ResultCode.loginExpired, 'auth.expired', 401);
export const tooManyRequests = (messageKey: ServerMessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(ResultCode.tooManyRequests, messageKey, 429, params);
