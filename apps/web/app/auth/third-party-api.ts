// Third-party sign-in calls of protocol §6 (spec §7): the provider list, the proofs (wallet,
// Telegram, Google and Apple ID tokens) and the follow-ups that finish a sign-in whose identity is
// not linked to an account yet. Signing and the device token are added by the request client.
import type { RequestClient } from '@tideline/core/request';
import type { LoginAnswer } from './login-api.ts';

export type IdentityProvider = 'telegram' | 'google' | 'apple' | 'wallet';
export type OidcProvider = 'google' | 'apple';

export interface OidcSettings {
  clientId: string;
  authorizationEndpoint: string;
}

/** What the gateway accepts; `null` marks a provider this server is not configured for. */
export interface ProviderList {
  wallet: boolean;
  telegram: { botId: string } | null;
  google: OidcSettings | null;
  apple: OidcSettings | null;
}

export interface BoundAnswer extends LoginAnswer {
  bound: true;
}

/** An identity the provider vouched for that no account owns yet; `serialNO` finishes it once. */
export interface UnboundAnswer {
  bound: false;
  serialNO: string;
  provider: IdentityProvider;
  email: string | null;
  emailAccountExists: boolean;
}

export type ThirdPartyAnswer = BoundAnswer | UnboundAnswer;

export const THIRD_PARTY_PATHS = {
  providers: '/v1/user/public/third/providers',
  walletNonce: '/v1/user/public/third/wallet/nonce',
  walletSign: '/v1/user/public/third/wallet/sign',
  telegramSign: '/v1/user/public/third/tg/sign',
  oauthSign: '/v1/user/public/third/oauth/sign',
  check: '/v1/user/public/third/check',
  bindChoose: '/v1/user/public/third/bind/choose',
} as const;

/** The register call of each provider (protocol §6 follow-ups). */
export const REGISTER_PENDING_PATHS: Record<IdentityProvider, string> = {
  google: '/v1/user/public/third/google/register',
  apple: '/v1/user/public/third/apple/register',
  telegram: '/v1/user/public/third/tg/register',
  wallet: '/v1/user/public/third/wallet/register',
};

export async function fetchProviders(client: RequestClient): Promise<ProviderList> {
  return (await client.get<ProviderList>(THIRD_PARTY_PATHS.providers)).data;
}

export interface WalletChallenge {
  nonce: string;
  message: string;
  expiresAt: number;
}

export async function walletChallenge(client: RequestClient, address: string): Promise<WalletChallenge> {
  return (await client.get<WalletChallenge>(THIRD_PARTY_PATHS.walletNonce, { address })).data;
}

export async function walletSignIn(
  client: RequestClient,
  proof: { publicAddress: string; signature: string; message: string },
): Promise<ThirdPartyAnswer> {
  return (await client.post<ThirdPartyAnswer>(THIRD_PARTY_PATHS.walletSign, { ...proof })).data;
}

export async function telegramSignIn(client: RequestClient, sign: string): Promise<ThirdPartyAnswer> {
  return (await client.post<ThirdPartyAnswer>(THIRD_PARTY_PATHS.telegramSign, { sign })).data;
}

export async function oidcSignIn(
  client: RequestClient,
  provider: OidcProvider,
  token: string,
): Promise<ThirdPartyAnswer> {
  return (await client.post<ThirdPartyAnswer>(THIRD_PARTY_PATHS.oauthSign, { token, provider })).data;
}

/** Links the pending identity to an existing account after its password; answers as a login. */
export async function linkWithPassword(
  client: RequestClient,
  input: { serialNO: string; loginName: string; pwd: string; areaCode?: string },
): Promise<LoginAnswer> {
  return (await client.post<LoginAnswer>(THIRD_PARTY_PATHS.check, { ...input })).data;
}

/** Links to the account of the provider's verified e-mail (`emailAccountExists`). */
export async function linkVerifiedEmail(
  client: RequestClient,
  input: { serialNO: string; email: string },
): Promise<LoginAnswer> {
  return (await client.post<LoginAnswer>(THIRD_PARTY_PATHS.bindChoose, { ...input })).data;
}

/**
 * The body that creates the account of a pending identity by e-mail: Google and Apple call the
 * code `emailCode` and may omit it for the e-mail they vouched for; Telegram and wallet call it
 * `verifyCode` and always need it.
 */
export function registerPendingBody(
  provider: IdentityProvider,
  input: { serialNO: string; email: string; code: string },
): Record<string, string> {
  const email = input.email.trim();
  const code = input.code.trim();
  if (provider === 'google' || provider === 'apple') {
    return { serialNO: input.serialNO, email, ...(code ? { emailCode: code } : {}) };
  }
  return { serialNO: input.serialNO, email, verifyCode: code };
}

export async function registerPending(
  client: RequestClient,
  provider: IdentityProvider,
  input: { serialNO: string; email: string; code: string },
): Promise<LoginAnswer> {
  return (
    await client.post<LoginAnswer>(REGISTER_PENDING_PATHS[provider], registerPendingBody(provider, input))
  ).data;
}
