import type {
  ModifyVerificationRequest,
  SecondFactorMethod,
  VerificationState,
} from '@tideline/protocol/accounts/verification-method';
import {
  checkAreaCode,
  checkCode,
  checkEmail,
  checkMobile,
  checkRequired,
  collectErrors,
  type FieldErrors,
} from '../../auth/validation.ts';

/**
 * The `/modifyverification` form as a pure model (protocol §3.5.1): what the chosen method needs,
 * its checks with their message keys, and the request it makes. The page only renders it.
 */

export type VerificationField =
  | 'method'
  | 'currentCode'
  | 'newCode'
  | 'email'
  | 'areaCode'
  | 'mobile'
  | 'pwd';

export interface VerificationDraft {
  method: SecondFactorMethod | null;
  pwd: string;
  currentCode: string;
  newCode: string;
  email: string;
  areaCode: string;
  mobile: string;
}

export const EMPTY_DRAFT: VerificationDraft = {
  method: null,
  pwd: '',
  currentCode: '',
  newCode: '',
  email: '',
  areaCode: '',
  mobile: '',
};

/**
 * How the new method is proved: `google`, the code of an authenticator set up on this page; `own`,
 * a code to the account's own address of that kind; `address`, a code to an address typed here,
 * which the account does not have yet.
 */
export type NewFactorProof = 'google' | 'own' | 'address';

export function newFactorProof(state: VerificationState, method: SecondFactorMethod): NewFactorProof {
  if (method === 'google') return 'google';
  const own = method === 'email' ? state.email : state.mobile;
  return own ? 'own' : 'address';
}

/** The methods offered: every one but the method in force. */
export function methodChoices(state: VerificationState): SecondFactorMethod[] {
  return (['google', 'email', 'mobile'] as const).filter((method) => method !== state.method);
}

/** The form's problems, keyed by field; `method` is `required` until one is chosen. */
export function verificationErrors(
  state: VerificationState,
  draft: VerificationDraft,
  googlePrepared: boolean,
): FieldErrors<VerificationField> {
  const method = draft.method;
  if (method === null || method === state.method) return { method: 'required' };
  const proof = newFactorProof(state, method);
  return collectErrors<VerificationField>({
    // An authenticator is set up before its code can be typed: until then the code is "required".
    newCode: () => (proof === 'google' && !googlePrepared ? 'required' : checkCode(draft.newCode)),
    email: () => (proof === 'address' && method === 'email' ? checkEmail(draft.email) : null),
    areaCode: () => (proof === 'address' && method === 'mobile' ? checkAreaCode(draft.areaCode) : null),
    mobile: () => (proof === 'address' && method === 'mobile' ? checkMobile(draft.mobile) : null),
    currentCode: () => checkCode(draft.currentCode),
    pwd: () => checkRequired(draft.pwd),
  });
}

/** The gateway request of a draft that has no errors. */
export function verificationRequest(
  state: VerificationState,
  draft: VerificationDraft,
): ModifyVerificationRequest {
  const method = draft.method ?? 'email';
  const proof = newFactorProof(state, method);
  return {
    method,
    pwd: draft.pwd,
    currentCode: draft.currentCode.trim(),
    newCode: draft.newCode.trim(),
    ...(proof === 'address' && method === 'email' ? { email: draft.email.trim() } : {}),
    ...(proof === 'address' && method === 'mobile'
      ? { areaCode: draft.areaCode.trim(), mobile: draft.mobile.trim() }
      : {}),
  };
}

/** Whole hours left of a withdrawal lock, rounded up as the gateway says them; 0 once it is over. */
export function lockHoursLeft(lockedUntil: number | null, now: number): number {
  if (lockedUntil === null || lockedUntil <= now) return 0;
  return Math.ceil((lockedUntil - now) / 3_600_000);
}
