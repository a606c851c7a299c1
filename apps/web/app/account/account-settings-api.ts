// The account security, settings and sub-account calls (protocol §3.5, §4, §5). Settings calls take
// an optional `userId`: a main-account session names one of its sub-accounts with it (§2
// /subaccount/setting/*); without it the call is about the acting account.
import type { RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { UserInfo } from '@tideline/protocol/accounts/profile';
import type { ApiKey, ApiKeyPermission, Device, LoginRecord } from '@tideline/protocol/accounts/settings';
import type { SubAccountList } from '@tideline/protocol/accounts/sub-accounts';
import type { EndpointResponse } from '@tideline/protocol/endpoint';
import { callEndpoint } from '../api/call-endpoint.ts';

export { API_KEY_PERMISSIONS } from '@tideline/protocol/accounts/settings';
export type { ApiKey, ApiKeyPermission, Device, LoginRecord, SubAccountList };

/** The paths of these calls, as the pages' query keys; editing and deleting add an id to two of them. */
export const SETTINGS_PATHS = {
  userInfo: ACCOUNTS_ENDPOINTS.userInfo.path,
  antiPhishing: ACCOUNTS_ENDPOINTS.antiPhishing.path,
  devices: ACCOUNTS_ENDPOINTS.devices.path,
  loginHistory: ACCOUNTS_ENDPOINTS.loginHistory.path,
  apiKeys: ACCOUNTS_ENDPOINTS.apiKeys.path,
  subList: ACCOUNTS_ENDPOINTS.subAccounts.path,
} as const;

export type AccountType = UserInfo['accountType'];

/** The acting account: the session's own, or the sub-account or demo account it switched to. */
export type ActingAccount = UserInfo;

export type LoginHistoryPage = EndpointResponse<typeof ACCOUNTS_ENDPOINTS.loginHistory>;

export interface ApiKeyDraft {
  label: string;
  permissions: ApiKeyPermission[];
  ipAllowList: string[];
  /** Asked only when a key is created (issue #32). */
  passphrase?: string | undefined;
}

export type CreatedApiKey = EndpointResponse<typeof ACCOUNTS_ENDPOINTS.createApiKey>;

export type SubAccount = EndpointResponse<typeof ACCOUNTS_ENDPOINTS.createSubAccount>;

export type SwitchAnswer = EndpointResponse<typeof ACCOUNTS_ENDPOINTS.switchWeb>;

/** The settings target as query parameters (GET) or body fields (POST, PUT). */
function target(userId: string | undefined): { userId?: string } {
  return userId === undefined ? {} : { userId };
}

/**
 * The demo-venue check reads the same path at page start; this read must not abort it (the client
 * cancels an older duplicate GET by default), and is itself retried when aborted.
 */
export async function fetchActingAccount(client: RequestClient): Promise<ActingAccount> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.userInfo, {}, { cancelDuplicate: false });
}

/** A step-up call: the request client asks for the current password and factor first. */
export async function changePassword(
  client: RequestClient,
  change: { pwd: string; rePwd: string },
): Promise<void> {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.changePassword, change);
}

/** A step-up call: the proof asked first includes the authenticator's current code. */
export async function unbindGoogle(client: RequestClient): Promise<void> {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.googleUnbind, {});
}

export async function fetchAntiPhishingCode(client: RequestClient, userId?: string): Promise<string | null> {
  return (await callEndpoint(client, ACCOUNTS_ENDPOINTS.antiPhishing, target(userId))).code;
}

export async function saveAntiPhishingCode(client: RequestClient, code: string, userId?: string) {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.setAntiPhishing, { code, ...target(userId) });
}

export async function fetchDevices(client: RequestClient, userId?: string): Promise<Device[]> {
  return (await callEndpoint(client, ACCOUNTS_ENDPOINTS.devices, target(userId))).list;
}

export async function removeDevice(client: RequestClient, id: number, userId?: string): Promise<void> {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.forgetDevice, { id, ...target(userId) });
}

export async function fetchLoginHistory(
  client: RequestClient,
  page: number,
  pageSize: number,
  userId?: string,
): Promise<LoginHistoryPage> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.loginHistory, { page, pageSize, ...target(userId) });
}

export async function fetchApiKeys(client: RequestClient, userId?: string): Promise<ApiKey[]> {
  return (await callEndpoint(client, ACCOUNTS_ENDPOINTS.apiKeys, target(userId))).list;
}

export async function createApiKey(
  client: RequestClient,
  draft: ApiKeyDraft & { passphrase: string },
  userId?: string,
): Promise<CreatedApiKey> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.createApiKey, { ...draft, ...target(userId) });
}

export async function updateApiKey(
  client: RequestClient,
  accessKey: string,
  draft: ApiKeyDraft,
  userId?: string,
): Promise<void> {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.updateApiKey, { accessKey, ...draft, ...target(userId) });
}

export async function deleteApiKey(client: RequestClient, accessKey: string, userId?: string): Promise<void> {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.deleteApiKey, { accessKey, ...target(userId) });
}

export async function fetchSubAccounts(client: RequestClient): Promise<SubAccountList> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.subAccounts, {});
}

export async function createSubAccount(client: RequestClient, subName: string): Promise<SubAccount> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.createSubAccount, { subName });
}

/** Moves this web session to another account of the family; the old session token dies. */
export async function switchWebAccount(client: RequestClient, userId: string): Promise<SwitchAnswer> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.switchWeb, { userId });
}
