// The login calls of protocol §3.4, through their endpoint-table rows. Signing, encryption, the
// device token and the captcha are added by the request client's security layer.
import type { RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { LoginAnswer } from '@tideline/protocol/accounts/login';
import type { EndpointBody } from '@tideline/protocol/endpoint';
import { callEndpoint } from '../api/call-endpoint.ts';

export type SecondFactor = 'email' | 'mobile' | 'google';

const CODE_FACTORS: ReadonlySet<string> = new Set<SecondFactor>(['email', 'mobile', 'google']);

/**
 * The factors this page answers with a code. A gateway may also offer a passkey (`fido`) beside
 * them; passkey sign-in is not part of the web app yet, so that offer is left out.
 */
export function codeFactors(offered: readonly string[]): SecondFactor[] {
  return offered.filter((factor): factor is SecondFactor => CODE_FACTORS.has(factor));
}

export type { LoginAnswer };

export type LoginRequest = EndpointBody<typeof ACCOUNTS_ENDPOINTS.login>;

export async function logIn(client: RequestClient, request: LoginRequest, agency: boolean) {
  return callEndpoint(client, agency ? ACCOUNTS_ENDPOINTS.agencyLogin : ACCOUNTS_ENDPOINTS.login, request);
}

export async function sendLoginCode(client: RequestClient, loginTicket: string, type: 'email' | 'mobile') {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.sendLoginCode, { loginTicket, type });
}

export type SecondFactorCodes = Partial<Record<`${SecondFactor}Code`, string>>;

export async function verifyLogin(
  client: RequestClient,
  loginTicket: string,
  codes: SecondFactorCodes,
  agency: boolean,
) {
  return callEndpoint(
    client,
    agency ? ACCOUNTS_ENDPOINTS.agencyVerifyLogin : ACCOUNTS_ENDPOINTS.verifyLogin,
    {
      loginTicket,
      ...codes,
    },
  );
}

export async function logOut(client: RequestClient) {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.logout, {});
}
