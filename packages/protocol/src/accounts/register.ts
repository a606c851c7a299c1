import { z } from 'zod';
import { areaCode, email, mobile, password, verificationCode } from './fields.ts';

/** The wire shapes of registering and of the codes sent before it (docs/protocol.md §3.2-3.3). */

const optionalInvite = { inviteCode: z.string().max(32).optional() };

export const registerByMobileRequest = z.strictObject({
  mobile,
  areaCode,
  pwd: password,
  rePwd: password,
  verifyCode: verificationCode,
  ...optionalInvite,
});

export const registerByEmailRequest = z.strictObject({
  email,
  pwd: password,
  rePwd: password,
  verifyCode: verificationCode,
  ...optionalInvite,
});

/** `verifyCode` is the SMS code, `emailVerifyCode` the e-mail's. */
export const registerByMobileAndEmailRequest = z.strictObject({
  mobile,
  areaCode,
  email,
  pwd: password,
  rePwd: password,
  verifyCode: verificationCode,
  emailVerifyCode: verificationCode,
  ...optionalInvite,
});

const codeScene = z.enum(['register', 'security', 'bind']);

export const sendCodeRequest = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('email'), email, scene: codeScene }),
  z.strictObject({ type: z.literal('mobile'), mobile, areaCode, scene: codeScene }),
]);
