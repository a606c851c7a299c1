// The account calls of protocol §3.5.
import type { RequestClient } from '@tideline/core/request';

export const ACCOUNT_PATHS = {
  userInfo: '/v1/user/overview/userinfo',
  googleSecret: '/v1/user/security/google/secret',
  googleBind: '/v1/user/security/google/bind',
} as const;

export interface UserInfo {
  userId: string;
  email: string | null;
  mobile: string | null;
  areaCode: string | null;
  googleBound: boolean;
  registerTime: number;
}

export interface GoogleSecret {
  secret: string;
  otpauthUrl: string;
}

export async function fetchUserInfo(client: RequestClient): Promise<UserInfo | undefined> {
  return (await client.get<UserInfo>(ACCOUNT_PATHS.userInfo)).data;
}

export async function createGoogleSecret(client: RequestClient): Promise<GoogleSecret | undefined> {
  return (await client.post<GoogleSecret>(ACCOUNT_PATHS.googleSecret, {})).data;
}

export async function bindGoogle(client: RequestClient, googleCode: string): Promise<void> {
  await client.post(ACCOUNT_PATHS.googleBind, { googleCode });
}
