/**
 * The WebSocket refusals with Bitget's codes and messages (issue #32 item 3), so a client maps
 * each to its own error class (ccxt's bitget ws table: 30001 BadRequest, 30004/30005/30011/30012/
 * 30013/30015 AuthenticationError, 30006/30007 RateLimitExceeded, 30014/30016 BadRequest).
 */
export const WS_REFUSALS = {
  channelUnknown: { code: 30001, msg: "doesn't exist" },
  illegalRequest: { code: 30002, msg: 'illegal request' },
  opInvalid: { code: 30003, msg: 'invalid op' },
  loginRequired: { code: 30004, msg: 'User needs to log in' },
  loginFailed: { code: 30005, msg: 'login failed' },
  tooManyRequests: { code: 30006, msg: 'request too many' },
  overLimit: { code: 30007, msg: 'request over limit,connection close' },
  accessKeyInvalid: { code: 30011, msg: 'invalid ACCESS_KEY' },
  passphraseWrong: { code: 30012, msg: 'invalid ACCESS_PASSPHRASE' },
  timestampInvalid: { code: 30013, msg: 'invalid ACCESS_TIMESTAMP' },
  timestampExpired: { code: 30014, msg: 'Request timestamp expired' },
  signInvalid: { code: 30015, msg: 'Invalid sign' },
  paramError: { code: 30016, msg: 'Param error' },
} as const satisfies Record<string, { code: number; msg: string }>;

export type WsRefusalName = keyof typeof WS_REFUSALS;

export interface WsRefusal {
  readonly refusal: WsRefusalName;
  readonly code: number;
  readonly msg: string;
}

export function wsRefusal(refusal: WsRefusalName, msg: string = WS_REFUSALS[refusal].msg): WsRefusal {
  return { refusal, code: WS_REFUSALS[refusal].code, msg };
}

export function isWsRefusal(value: unknown): value is WsRefusal {
  return typeof value === 'object' && value !== null && 'refusal' in value;
}
