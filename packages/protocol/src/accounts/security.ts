import { z } from 'zod';
import { password, verificationCode } from './fields.ts';

/** The wire shapes of the main account's security changes: its password and its authenticator. */

/** `googleCode` is required when Google Authenticator is bound. */
export const changePasswordRequest = z.strictObject({
  oldPwd: password,
  pwd: password,
  rePwd: password,
  googleCode: verificationCode.optional(),
});

/** The other sessions of the family that the change ended. */
export const passwordChanged = z.object({ sessionsEnded: z.number().int().nonnegative() });

export const googleCodeRequest = z.strictObject({ googleCode: verificationCode });
