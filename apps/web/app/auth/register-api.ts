// Registration calls of protocol §3.2-3.3. Each success logs the new account in.
import type { RequestClient } from '@tideline/core/request';

export type RegisterMethod = 'email' | 'mobile' | 'both';

export const REGISTER_PATHS: Record<RegisterMethod, string> = {
  email: '/v1/user/register/email',
  mobile: '/v1/user/register/mobile',
  both: '/v1/user/register/mobileAndEmail',
};

export const SEND_CODE_PATH = '/v1/user/public/sendCode';

export interface RegisterForm {
  email: string;
  emailCode: string;
  areaCode: string;
  mobile: string;
  mobileCode: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}

/** The body the gateway expects for each method (the SMS code is `verifyCode` when both are sent). */
export function registerBody(method: RegisterMethod, form: RegisterForm): Record<string, string> {
  const common = {
    pwd: form.password,
    rePwd: form.confirmPassword,
    ...(form.inviteCode.trim() ? { inviteCode: form.inviteCode.trim() } : {}),
  };
  const mobile = { mobile: form.mobile.trim(), areaCode: form.areaCode.trim().replace(/^\+/, '') };
  switch (method) {
    case 'email':
      return { email: form.email.trim(), verifyCode: form.emailCode.trim(), ...common };
    case 'mobile':
      return { ...mobile, verifyCode: form.mobileCode.trim(), ...common };
    case 'both':
      return {
        ...mobile,
        email: form.email.trim(),
        verifyCode: form.mobileCode.trim(),
        emailVerifyCode: form.emailCode.trim(),
        ...common,
      };
  }
}

export async function sendRegisterCode(client: RequestClient, type: 'email' | 'mobile', form: RegisterForm) {
  const target =
    type === 'email'
      ? { type, email: form.email.trim() }
      : { type, mobile: form.mobile.trim(), areaCode: form.areaCode.trim().replace(/^\+/, '') };
  await client.post(SEND_CODE_PATH, { ...target, scene: 'register' });
}

export async function register(client: RequestClient, method: RegisterMethod, form: RegisterForm) {
  const answer = await client.post<{ userId: string | number }>(
    REGISTER_PATHS[method],
    registerBody(method, form),
  );
  return answer.data;
}
