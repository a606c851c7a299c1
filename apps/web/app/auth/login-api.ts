// The login calls of protocol §3.4. Plain request shapes; signing, encryption, the device token
// and the captcha are added by the request client's security layer.
import type { RequestClient } from '@tideline/core/request';

export type SecondFactor = 'email' | 'mobile' | 'google';

const CODE_FACTORS: ReadonlySet<string> = new Set<SecondFactor>(['email', 'mobile', 'google']);

/**
 * The factors this page answers with a code. A gateway may also offer a passkey (`fido`) beside
 * them; passkey sign-in is not part of the web app yet, so that offer is left out.
 */
export function codeFactors(offered: readonly string[]): SecondFactor[] {
  return offered.filter((factor): factor is SecondFactor => CODE_FACTORS.has(factor));
}

export interface LoginAnswer {
  userId: string | number;
  needVerify: boolean;
  loginTicket?: string;
  verifyTypes?: string[];
}

export interface LoginRequest {
  loginName: string;
  pwd: string;
  areaCode?: string;
}

export const LOGIN_PATHS = {
  login: '/v1/user/login',
  agencyLogin: '/v1/user/agency/login',
  verify: '/v1/user/login/verify-login',
  agencyVerify: '/v1/user/agency/login/verify-login',
  sendCode: '/v1/user/login/sendCode',
  logout: '/v1/user/logout',
} as const;

export async function logIn(client: RequestClient, request: LoginRequest, agency: boolean) {
  const answer = await client.post<LoginAnswer>(agency ? LOGIN_PATHS.agencyLogin : LOGIN_PATHS.login, {
    ...request,
  });
  return answer.data;
}

export async function sendLoginCode(client: RequestClient, loginTicket: string, type: 'email' | 'mobile') {
  await client.post(LOGIN_PATHS.sendCode, { loginTicket, type });
}

export type SecondFactorCodes = Partial<Record<`${SecondFactor}Code`, string>>;

export async function verifyLogin(
  client: RequestClient,
  loginTicket: string,
  codes: SecondFactorCodes,
  agency: boolean,
) {
  const answer = await client.post<LoginAnswer>(agency ? LOGIN_PATHS.agencyVerify : LOGIN_PATHS.verify, {
    loginTicket,
    ...codes,
  });
  return answer.data;
}

export async function logOut(client: RequestClient) {
  await client.post(LOGIN_PATHS.logout, {});
}
