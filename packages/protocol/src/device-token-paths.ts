/**
 * The risk-control device token on the wire (spec §4, §5, §7): which gateway paths must carry it,
 * in which header, and how the gateway refuses a call that lacks a valid one. The browser attaches
 * the token by this table and the gateway enforces the same table, so the two cannot drift.
 * docs/protocol-device.md describes the token itself and the endpoint that issues it.
 */
import { ERROR_CODES } from './error-codes.ts';

/** Request header carrying the token on a listed path. */
export const DEVICE_TOKEN_HEADER = 'device-token';

/** §5: only a token of exactly 40 characters is a success token; any other non-empty one is demoted. */
export const DEVICE_TOKEN_SUCCESS_LENGTH = 40;

/**
 * Spec §7 "Paths that must carry the device token", as concrete gateway paths. The spec names
 * operations; where it also names a path (§7 signed paths) that path is used, and the rest are
 * this project's own paths, marked "ours".
 */
export const DEVICE_TOKEN_PATHS: Readonly<Record<string, readonly string[]>> = {
  login: ['/v1/user/login'],
  agencyLogin: ['/v1/user/agency/login'],
  verifyLogin: [
    '/v1/user/login/verify-login',
    '/v1/user/login/verify-login-v2',
    '/v1/user/agency/login/verify-login',
    '/v1/user/login/verify-auth-login',
    /** Ours: the passkey challenge that verify-auth-login answers. */
    '/v1/user/login/fido-options',
    '/v1/user/public/third/securityVerify',
  ],
  register: ['/v1/user/register/mobile', '/v1/user/register/email', '/v1/user/register/mobileAndEmail'],
  thirdPartyRegister: [
    '/v1/user/public/third/apple/register',
    '/v1/user/public/third/google/register',
    '/v1/user/public/third/tg/register',
    '/v1/user/public/third/wallet/register',
    /** Ours: the account made for a Telegram sign-in that has no e-mail or mobile. */
    '/v1/user/public/third/tg/generateVirtual',
  ],
  subAccountSwitch: [
    '/v1/user/sub/switLogin',
    '/v1/user/sub/switchWeb',
    '/v1/user/sub/switchApp',
    '/v1/user/sub/switchLoginDemo',
    '/v1/user/sub/switchTradeDemo',
  ],
  /** Ours: turning on withdrawal without a password. */
  withdrawNoPasswordFlag: ['/v1/asset/withdraw/no-password/set'],
  /** Ours: starting a FIDO2 (passkey) registration. */
  fido2RegisterStart: ['/v1/user/fido2/register/start'],
  /** Ours. */
  redPacketCreate: ['/v1/redpacket/create'],
  /** Ours: the web3 swap's signature and withdrawal. */
  swapWeb3: ['/v1/web3/swap/sign', '/v1/web3/withdraw'],
  /** Ours: P2P advertisement edit, publish, confirm, put coin and add payment method. */
  p2p: [
    '/v1/p2p/ad/edit',
    '/v1/p2p/ad/publish',
    '/v1/p2p/order/confirm',
    '/v1/p2p/order/put-coin',
    '/v1/p2p/payment/add',
  ],
  /** Ours: spot withdrawal and the batch withdrawal query. */
  spotWithdraw: ['/v1/asset/withdraw', '/v1/asset/withdraw/batch-query'],
  /** Ours: sending an SMS or e-mail verification code, before registering and during a login. */
  sendVerificationCode: ['/v1/user/public/sendCode', '/v1/user/login/sendCode'],
  qrKeyStatus: ['/v1/user/public/getQrKeyStatus'],
  thirdPartySign: [
    '/v1/user/public/third/tg/sign',
    '/v1/user/public/third/tg/signV2',
    '/v1/user/public/third/oauth/sign',
    '/v1/user/public/third/wallet/sign',
  ],
  thirdPartyChecks: [
    '/v1/user/public/third/check',
    '/v1/user/public/third/bind/check',
    '/v1/user/public/third/tg/checkUserExit',
    '/v1/user/public/third/wallet/check',
    /** Ours: linking a pending third-party sign-in to an existing account. */
    '/v1/user/public/third/bind/choose',
  ],
  /** "pre-check" is ours as a path; "system login" is §7's verifySystemLogin pair. */
  preCheckAndSystemLogin: [
    '/v1/user/login/pre-check',
    '/v1/user/login/verifySystemLogin',
    '/v1/user/login/verifySystemLogin-v2',
  ],
};

const DEVICE_TOKEN_PATH_SET: ReadonlySet<string> = new Set(Object.values(DEVICE_TOKEN_PATHS).flat());

/** Whether a `/v1` path (query string allowed) must carry the device token. */
export function requiresDeviceToken(path: string): boolean {
  const queryAt = path.indexOf('?');
  return DEVICE_TOKEN_PATH_SET.has(queryAt === -1 ? path : path.slice(0, queryAt));
}

/** Why the gateway refused the token of a listed path; sent as `data.reason` of the refusal. */
export const DEVICE_TOKEN_REFUSAL_REASONS = [
  'missing',
  'malformed',
  'forged',
  'expired',
  'terminalMismatch',
] as const;

export type DeviceTokenRefusalReason = (typeof DEVICE_TOKEN_REFUSAL_REASONS)[number];

/**
 * The refusal envelope: HTTP 200, `status: 'error'`, this code and group, a localised `msg` and
 * `data: { reason }`. HTTP 200 with a §8 toast code is what makes the browser client show the msg;
 * a 4xx would only show the generic text of the §8 HTTP table. The group tells a client that
 * fetching a fresh token and retrying once may help.
 */
export const DEVICE_TOKEN_REFUSAL = {
  code: ERROR_CODES.toastError,
  group: 'device-token',
} as const;

export function isDeviceTokenRefusal(response: { code: unknown; group?: unknown }): boolean {
  return String(response.code) === DEVICE_TOKEN_REFUSAL.code && response.group === DEVICE_TOKEN_REFUSAL.group;
}
