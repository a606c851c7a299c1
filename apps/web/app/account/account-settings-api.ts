// The account security, settings and sub-account calls (protocol §3.5, §4, §5). Settings calls take
// an optional `userId`: a main-account session names one of its sub-accounts with it (§2
// /subaccount/setting/*); without it the call is about the acting account.
import type { RequestClient } from '@tideline/core/request';

export const SETTINGS_PATHS = {
  userInfo: '/v1/user/overview/userinfo',
  password: '/v1/user/security/password',
  googleUnbind: '/v1/user/security/google/unbind',
  antiPhishing: '/v1/user/setting/anti-phishing',
  devices: '/v1/user/setting/devices',
  loginHistory: '/v1/user/setting/login-history',
  apiKeys: '/v1/user/setting/api-keys',
  subList: '/v1/user/sub/list',
  subCreate: '/v1/user/sub/create',
  switchWeb: '/v1/user/sub/switchWeb',
} as const;

export type AccountType = 'main' | 'sub' | 'demo';

export interface ActingAccount {
  userId: string;
  rootUserId: string;
  accountType: AccountType;
  nickname: string;
  googleBound: boolean;
  antiPhishingCodeSet: boolean;
}

export interface Device {
  id: number;
  deviceId: string;
  userAgent: string;
  ip: string;
  firstSeen: number;
  lastSeen: number;
}

export interface LoginRecord {
  id: number;
  time: number;
  method: string;
  success: boolean;
  reason: string | null;
  ip: string;
  userAgent: string;
  deviceId: string | null;
}

export interface LoginHistoryPage {
  total: number;
  page: number;
  pageSize: number;
  list: LoginRecord[];
}

export const API_KEY_PERMISSIONS = ['read', 'trade', 'withdraw'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export interface ApiKey {
  accessKey: string;
  label: string;
  permissions: ApiKeyPermission[];
  ipAllowList: string[];
  createTime: number;
}

export interface ApiKeyDraft {
  label: string;
  permissions: ApiKeyPermission[];
  ipAllowList: string[];
}

export interface CreatedApiKey extends ApiKeyDraft {
  accessKey: string;
  secretKey: string;
}

export interface SubAccount {
  userId: string;
  subName: string;
  createTime: number;
  current: boolean;
}

export interface SubAccountList {
  mainUserId: string;
  limit: number;
  list: SubAccount[];
}

export interface SwitchAnswer {
  userId: string;
  accountType: AccountType;
}

/** The settings target as query parameters (GET) or body fields (POST, PUT). */
function target(userId: string | undefined): { userId?: string } {
  return userId === undefined ? {} : { userId };
}

/** DELETE sends its parameters as a body, but the gateway reads the target from the query. */
export function withTargetQuery(path: string, userId: string | undefined): string {
  return userId === undefined ? path : `${path}?${new URLSearchParams({ userId }).toString()}`;
}

function required<T>(data: T | null | undefined): T {
  if (data === null || data === undefined) throw new Error('The gateway answered without data');
  return data;
}

/**
 * The demo-venue check reads the same path at page start; this read must not abort it (the client
 * cancels an older duplicate GET by default), and is itself retried when aborted.
 */
export async function fetchActingAccount(client: RequestClient): Promise<ActingAccount> {
  const answer = await client.get<ActingAccount>(SETTINGS_PATHS.userInfo, {}, { cancelDuplicate: false });
  return required(answer.data);
}

export async function changePassword(
  client: RequestClient,
  change: { oldPwd: string; pwd: string; rePwd: string; googleCode?: string },
): Promise<void> {
  await client.post(SETTINGS_PATHS.password, { ...change });
}

export async function unbindGoogle(client: RequestClient, googleCode: string): Promise<void> {
  await client.post(SETTINGS_PATHS.googleUnbind, { googleCode });
}

export async function fetchAntiPhishingCode(client: RequestClient, userId?: string): Promise<string | null> {
  const data = (await client.get<{ code: string | null }>(SETTINGS_PATHS.antiPhishing, target(userId))).data;
  return required(data).code;
}

export async function saveAntiPhishingCode(client: RequestClient, code: string, userId?: string) {
  await client.post(SETTINGS_PATHS.antiPhishing, { code, ...target(userId) });
}

export async function fetchDevices(client: RequestClient, userId?: string): Promise<Device[]> {
  return required((await client.get<{ list: Device[] }>(SETTINGS_PATHS.devices, target(userId))).data).list;
}

export async function removeDevice(client: RequestClient, id: number, userId?: string): Promise<void> {
  await client.delete(withTargetQuery(`${SETTINGS_PATHS.devices}/${id}`, userId));
}

export async function fetchLoginHistory(
  client: RequestClient,
  page: number,
  pageSize: number,
  userId?: string,
): Promise<LoginHistoryPage> {
  const answer = await client.get<LoginHistoryPage>(SETTINGS_PATHS.loginHistory, {
    page,
    pageSize,
    ...target(userId),
  });
  return required(answer.data);
}

export async function fetchApiKeys(client: RequestClient, userId?: string): Promise<ApiKey[]> {
  return required((await client.get<{ list: ApiKey[] }>(SETTINGS_PATHS.apiKeys, target(userId))).data).list;
}

export async function createApiKey(
  client: RequestClient,
  draft: ApiKeyDraft,
  userId?: string,
): Promise<CreatedApiKey> {
  return required(
    (await client.post<CreatedApiKey>(SETTINGS_PATHS.apiKeys, { ...draft, ...target(userId) })).data,
  );
}

export async function updateApiKey(
  client: RequestClient,
  accessKey: string,
  draft: ApiKeyDraft,
  userId?: string,
): Promise<void> {
  await client.put(`${SETTINGS_PATHS.apiKeys}/${encodeURIComponent(accessKey)}`, {
    ...draft,
    ...target(userId),
  });
}

export async function deleteApiKey(client: RequestClient, accessKey: string, userId?: string): Promise<void> {
  await client.delete(withTargetQuery(`${SETTINGS_PATHS.apiKeys}/${encodeURIComponent(accessKey)}`, userId));
}

export async function fetchSubAccounts(client: RequestClient): Promise<SubAccountList> {
  return required((await client.get<SubAccountList>(SETTINGS_PATHS.subList)).data);
}

export async function createSubAccount(client: RequestClient, subName: string): Promise<SubAccount> {
  return required((await client.post<SubAccount>(SETTINGS_PATHS.subCreate, { subName })).data);
}

/** Moves this web session to another account of the family; the old session token dies. */
export async function switchWebAccount(client: RequestClient, userId: string): Promise<SwitchAnswer> {
  return required((await client.post<SwitchAnswer>(SETTINGS_PATHS.switchWeb, { userId })).data);
}
