import { z } from 'zod';
import { areaCode, loginTicket, password, verificationCode } from './fields.ts';

/** The wire shapes of logging in and its second factors (docs/protocol.md §3.4). */

export const loginRequest = z.strictObject({
  loginName: z.string().trim().min(1).max(254),
  pwd: password,
  areaCode: areaCode.optional(),
});

/** §7 login pre-check: asked before the password step with the login name alone. */
export const loginPreCheckRequest = z.strictObject({
  loginName: z.string().trim().min(1).max(254),
  areaCode: areaCode.optional(),
});

/**
 * What the login form needs to know before the password (issue #30 item 1): whether an account
 * has that login name, whether the login risk rule will ask this caller for a captcha, and
 * whether the login will ask this device for a second factor. Answered only within the pre-check's
 * own limit of login names per address (docs/security.md "Account enumeration").
 */
export const loginPreCheckAnswer = z.object({
  /** null: not told (this address asked about too many login names lately). */
  exists: z.boolean().nullable(),
  captcha: z.boolean(),
  /** null when `exists` is: a second factor is a fact about the account too. */
  secondFactor: z.boolean().nullable(),
});
export type LoginPreCheckAnswer = z.infer<typeof loginPreCheckAnswer>;

export const verifyLoginRequest = z.strictObject({
  loginTicket,
  emailCode: verificationCode.optional(),
  mobileCode: verificationCode.optional(),
  googleCode: verificationCode.optional(),
});

export const verifySystemLoginRequest = z.strictObject({ loginTicket, verifyCode: verificationCode });

export const sendLoginCodeRequest = z.strictObject({ loginTicket, type: z.enum(['email', 'mobile']) });

/** A second factor a login may ask for; `fido` is a passkey assertion, which alone finishes the ticket. */
export const loginFactor = z.enum(['email', 'mobile', 'google', 'fido']);
export type LoginFactor = z.infer<typeof loginFactor>;

/** The session is open (its cookies are set). */
export const loggedIn = z.object({ userId: z.string(), needVerify: z.literal(false) });

/** Logged in at once, or the ticket and the factors still needed to finish. */
export const loginAnswer = z.discriminatedUnion('needVerify', [
  loggedIn,
  z.object({
    userId: z.string(),
    needVerify: z.literal(true),
    loginTicket: z.string(),
    verifyTypes: z.array(loginFactor),
  }),
]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** A verification code was sent; it is valid this many seconds. */
export const codeSent = z.object({ expiresIn: z.number().int().positive() });
