import { z } from 'zod';
import { wireTime } from '../endpoint.ts';
import { areaCode, email, mobile, password, verificationCode } from './fields.ts';

/**
 * The wire shapes of `/modifyverification`: which second factor the account proves itself with
 * (docs/protocol.md §3.6). The method is the factor a login from a new device and a withdrawal ask
 * for: the authenticator's code, or a code sent to the account's e-mail or phone.
 */

export const secondFactorMethod = z.enum(['google', 'email', 'mobile']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethod>;

/** The account's method, the addresses it could use (masked), and how long withdrawals stay locked. */
export const verificationState = z.object({
  method: secondFactorMethod,
  googleBound: z.boolean(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Set for 24 hours after the method changes: withdrawals are refused until then. */
  withdrawLockedUntil: wireTime.nullable(),
});
export type VerificationState = z.infer<typeof verificationState>;

/** A code to the account's own e-mail or phone (scene `security`), to prove the current factor. */
export const ownCodeRequest = z.strictObject({ channel: z.enum(['email', 'mobile']) });

/**
 * Change the method. `currentCode` answers the method in force (its authenticator code, or the
 * code sent to its own address); `newCode` answers the new one: the authenticator prepared by
 * `/user/security/google/secret`, or a code of scene `bind` sent to the new address. The address
 * fields are needed only when the account has no address of the new method's kind yet.
 */
export const modifyVerificationRequest = z.strictObject({
  method: secondFactorMethod,
  pwd: password,
  currentCode: verificationCode,
  newCode: verificationCode,
  email: email.optional(),
  areaCode: areaCode.optional(),
  mobile: mobile.optional(),
});
export type ModifyVerificationRequest = z.infer<typeof modifyVerificationRequest>;
