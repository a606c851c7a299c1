import { z } from 'zod';
import { password, verificationCode } from './fields.ts';

/** The wire shapes of the main account's security changes: its password and its authenticator. */

/** The current password and the second factor are proved by the step-up ticket the call carries. */
export const changePasswordRequest = z.strictObject({
  pwd: password,
  rePwd: password,
});

/** The other sessions of the family that the change ended. */
export const passwordChanged = z.object({ sessionsEnded: z.number().int().nonnegative() });

export const googleCodeRequest = z.strictObject({ googleCode: verificationCode });
