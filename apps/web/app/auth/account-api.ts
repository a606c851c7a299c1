// The account calls of protocol §3.5, through their endpoint-table rows.
import type { RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { UserInfo } from '@tideline/protocol/accounts/profile';
import type { EndpointResponse } from '@tideline/protocol/endpoint';
import { callEndpoint } from '../api/call-endpoint.ts';

export type { UserInfo };
export type GoogleSecret = EndpointResponse<typeof ACCOUNTS_ENDPOINTS.googleSecret>;

/** The path of the account read, as its query key. */
export const USER_INFO_PATH = ACCOUNTS_ENDPOINTS.userInfo.path;

export function fetchUserInfo(client: RequestClient): Promise<UserInfo> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.userInfo, {});
}

export function createGoogleSecret(client: RequestClient): Promise<GoogleSecret> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.googleSecret, {});
}

export async function bindGoogle(client: RequestClient, googleCode: string): Promise<void> {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.googleBind, { googleCode });
}
