// Registration calls of protocol §3.2-3.3, through their endpoint-table rows. Each success logs the
// new account in.
import type { RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { EndpointBody } from '@tideline/protocol/endpoint';
import { callEndpoint } from '../api/call-endpoint.ts';

export type RegisterMethod = 'email' | 'mobile' | 'both';

const REGISTER_ENDPOINTS = {
  email: ACCOUNTS_ENDPOINTS.registerByEmail,
  mobile: ACCOUNTS_ENDPOINTS.registerByMobile,
  both: ACCOUNTS_ENDPOINTS.registerByMobileAndEmail,
} as const;

type RegisterBody = EndpointBody<(typeof REGISTER_ENDPOINTS)[RegisterMethod]>;

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
export function registerBody(method: RegisterMethod, form: RegisterForm): RegisterBody {
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

/** Sends a verification code to an address, for registering or for a security check. */
export async function sendVerificationCode(
  client: RequestClient,
  request: EndpointBody<typeof ACCOUNTS_ENDPOINTS.sendCode>,
) {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.sendCode, request);
}

export async function sendRegisterCode(client: RequestClient, type: 'email' | 'mobile', form: RegisterForm) {
  const target =
    type === 'email'
      ? { type: 'email' as const, email: form.email.trim() }
      : {
          type: 'mobile' as const,
          mobile: form.mobile.trim(),
          areaCode: form.areaCode.trim().replace(/^\+/, ''),
        };
  await sendVerificationCode(client, { ...target, scene: 'register' });
}

export async function register(client: RequestClient, method: RegisterMethod, form: RegisterForm) {
  return callEndpoint(client, REGISTER_ENDPOINTS[method], registerBody(method, form));
}
