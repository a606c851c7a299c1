import { ERROR_CODES, RESULT_CODE } from '@tideline/protocol';
import { STEP_UP_REQUIRED_CODE } from '@tideline/protocol/accounts/step-up';

/**
 * Codes the gateway answers with. Numbers only for the generic results 0 and 1; every other code
 * is a string, as @tideline/protocol's envelope documents. The spec's catalogue (§8) fixes 0 success, 1 error, 401
 * timeout, 20906/20205 login expired and 00004/00005/00006 (errors whose msg the client shows);
 * the account codes below are the server's own, each with a fixed meaning documented in
 * docs/protocol.md.
 */
export const ResultCode = {
  success: RESULT_CODE.success,
  error: RESULT_CODE.error,
  /** Malformed JSON, wrong types, missing or unknown fields, oversize bodies. */
  invalidRequest: ERROR_CODES.toastNotice,
  /** Unknown path or method under /v1. */
  notFound: ERROR_CODES.toastWarning,
  /** Rate limit reached (codes sent too often, too many login attempts). */
  tooManyRequests: ERROR_CODES.toastError,
  /** The session token is unknown, revoked or expired. */
  loginExpired: ERROR_CODES.loginExpired,
  /** No session at all on a call that needs one. */
  loginRequired: ERROR_CODES.loginExpiredAlternate,
  forbidden: '20403',
  passwordWeak: '21001',
  passwordMismatch: '21002',
  emailTaken: '21003',
  mobileTaken: '21004',
  codeInvalid: '21005',
  codeExpired: '21006',
  loginFailed: '21007',
  ticketInvalid: '21008',
  secondFactorInvalid: '21009',
  notAgency: '21010',
  accountNotFound: '21011',
  googleState: '21012',
  /** The requested second-factor method is the current one, or lacks what it needs. */
  verificationMethod: '21013',
  /** Withdrawals are locked for 24 hours after the second factor changed. */
  withdrawLocked: '21014',
  /** A step-up call came without a valid ticket of this session (issue #21 item 1). */
  stepUpRequired: STEP_UP_REQUIRED_CODE,
  subAccount: '21101',
  apiKey: '21201',
  device: '21202',
  thirdParty: '21301',
  walletSignature: '21302',
  qrCode: '21303',
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];
