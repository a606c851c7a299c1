import { z } from 'zod';
import { areaCode, email, mobile, password, verificationCode } from '../accounts/fields.ts';

/**
 * The follow-ups that finish a pending identity by its `serialNO` (spec §7): create its account,
 * or link it to an existing one.
 */

export const serialNO = z.string().min(16).max(128);

/** Google and Apple: the code may be left out for the e-mail the provider vouched for. */
export const emailRegisterRequest = z.strictObject({
  email,
  serialNO,
  emailCode: verificationCode.optional(),
});

/** Telegram and wallet: an e-mail or a mobile, and the code sent to it. */
export const addressRegisterRequest = z.strictObject({
  serialNO,
  email: email.optional(),
  mobile: mobile.optional(),
  areaCode: areaCode.optional(),
  verifyCode: verificationCode,
});

/** Telegram: an account with neither e-mail nor mobile. */
export const generateVirtualRequest = z.strictObject({ serialNO });

const loginName = z.string().trim().min(1).max(254);

/** Link to an existing account after its password. */
export const linkWithPasswordRequest = z.strictObject({
  loginName,
  pwd: password,
  serialNO,
  areaCode: areaCode.optional(),
});

/** Link to an existing mobile account after its password (the dialling code is required). */
export const linkMobileWithPasswordRequest = z.strictObject({
  loginName,
  pwd: password,
  areaCode,
  serialNO,
});

/** Link to the account of the provider's verified e-mail. */
export const linkVerifiedEmailRequest = z.strictObject({ email, serialNO });
