/**
 * The /api/v2 refusals (issue #32) with Bitget's v2 codes and messages, so a client library maps
 * each to its own error class (ccxt's bitget exceptions table: 40006 AuthenticationError, 40008
 * InvalidNonce, 40014 and 40018 PermissionDenied, 429 DDoSProtection, 43012 InsufficientFunds,
 * 40768 OrderNotFound, ...). The HTTP status is Bitget's: 400 for a request it refuses, 401 for a
 * credential, 403 for a right or address, 429 for a limit.
 */
export const V2_REFUSALS = {
  accessKeyMissing: { code: '40001', status: 401, msg: 'ACCESS_KEY cannot be empty' },
  signMissing: { code: '40003', status: 401, msg: 'Signature cannot be empty' },
  timestampInvalid: { code: '40005', status: 401, msg: 'Invalid ACCESS_TIMESTAMP' },
  accessKeyInvalid: { code: '40006', status: 401, msg: 'Invalid ACCESS_KEY' },
  timestampExpired: { code: '40008', status: 401, msg: 'Request timestamp expired' },
  signInvalid: { code: '40009', status: 401, msg: 'sign signature error' },
  passphraseMissing: { code: '40011', status: 401, msg: 'ACCESS_PASSPHRASE cannot be empty' },
  passphraseWrong: { code: '40012', status: 401, msg: 'apikey/password is incorrect' },
  permissionMissing: { code: '40014', status: 403, msg: 'Incorrect permissions' },
  parameterInvalid: { code: '40017', status: 400, msg: 'Parameter verification failed' },
  ipNotAllowed: { code: '40018', status: 403, msg: 'Invalid IP' },
  parameterMissing: { code: '40019', status: 400, msg: 'Parameter cannot be empty' },
  symbolUnknown: { code: '40034', status: 400, msg: 'Parameter symbol does not exist' },
  demoMissing: { code: '40013', status: 400, msg: 'Demo account not opened' },
  notFound: { code: '40404', status: 404, msg: 'Request URL NOT FOUND' },
  rateLimited: { code: '429', status: 429, msg: 'Too Many Requests' },
  insufficientBalance: { code: '43012', status: 400, msg: 'Insufficient balance' },
  orderNotFound: { code: '40768', status: 400, msg: 'Order does not exist' },
  orderInvalid: { code: '40808', status: 400, msg: 'Parameter verification exception' },
  system: { code: '40015', status: 500, msg: 'System is abnormal, please try again later' },
} as const satisfies Record<string, { code: string; status: number; msg: string }>;

export type V2RefusalName = keyof typeof V2_REFUSALS;

/** A refusal a handler throws; the plugin's error handler answers it as the v2 error body. */
export class V2Error extends Error {
  constructor(
    readonly refusal: V2RefusalName,
    readonly detail?: string,
  ) {
    super(V2_REFUSALS[refusal].msg);
    this.name = 'V2Error';
  }
}

/** The v2 answer `{code, msg, requestTime, data}`; "00000" and "success" when it succeeded. */
export function v2Body<T>(data: T, code = '00000', msg = 'success') {
  return { code, msg, requestTime: Date.now(), data };
}

export function v2ErrorBody(error: V2Error) {
  const refusal = V2_REFUSALS[error.refusal];
  return v2Body(null, refusal.code, error.detail ?? refusal.msg);
}
