// Third-party sign-in calls of protocol §6 (spec §7): the provider list, the proofs (wallet,
// Telegram, Google and Apple ID tokens) and the follow-ups that finish a sign-in whose identity is
// not linked to an account yet. Signing and the device token are added by the request client; the
// calls and their answers are the endpoint table's (packages/protocol/src/third-party).
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import type { LoginAnswer } from '@tideline/protocol/accounts/login';
import type { EndpointBody, EndpointResponse } from '@tideline/protocol/endpoint';
import { THIRD_PARTY_ENDPOINTS } from '@tideline/protocol/third-party/endpoints';
import type { ProviderList } from '@tideline/protocol/third-party/providers';
import type { IdentityProvider, ThirdPartyAnswer } from '@tideline/protocol/third-party/sign-in';
import type { WalletChallenge } from '@tideline/protocol/third-party/wallet-nonce';

export type { OidcSettings, ProviderList } from '@tideline/protocol/third-party/providers';
export type { IdentityProvider, ThirdPartyAnswer } from '@tideline/protocol/third-party/sign-in';
export type OidcProvider = 'google' | 'apple';

/** An identity the provider vouched for that no account owns yet; `serialNO` finishes it once. */
export type UnboundAnswer = Extract<ThirdPartyAnswer, { bound: false }>;

/** The register call of each provider (protocol §6 follow-ups). */
export const REGISTER_PENDING_ENDPOINTS = {
  google: THIRD_PARTY_ENDPOINTS.googleRegister,
  apple: THIRD_PARTY_ENDPOINTS.appleRegister,
  telegram: THIRD_PARTY_ENDPOINTS.telegramRegister,
  wallet: THIRD_PARTY_ENDPOINTS.walletRegister,
} as const;

export function fetchProviders(client: RequestClient): Promise<ProviderList> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.providers);
}

export function walletChallenge(client: RequestClient, address: string): Promise<WalletChallenge> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.walletNonce, { address });
}

export function walletSignIn(
  client: RequestClient,
  proof: { publicAddress: string; signature: string; message: string },
): Promise<ThirdPartyAnswer> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.walletSign, proof);
}

export function telegramSignIn(client: RequestClient, sign: string): Promise<ThirdPartyAnswer> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.telegramSign, { sign });
}

export function oidcSignIn(
  client: RequestClient,
  provider: OidcProvider,
  token: string,
): Promise<ThirdPartyAnswer> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.oidcSign, { token, provider });
}

/** Links the pending identity to an existing account after its password; answers as a login. */
export function linkWithPassword(
  client: RequestClient,
  input: { serialNO: string; loginName: string; pwd: string; areaCode?: string },
): Promise<LoginAnswer> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.check, input);
}

/** Links to the account of the provider's verified e-mail (`emailAccountExists`). */
export function linkVerifiedEmail(
  client: RequestClient,
  input: { serialNO: string; email: string },
): Promise<LoginAnswer> {
  return callEndpoint(client, THIRD_PARTY_ENDPOINTS.bindChoose, input);
}

/**
 * The body that creates the account of a pending identity by e-mail: Google and Apple call the
 * code `emailCode` and may omit it for the e-mail they vouched for; Telegram and wallet call it
 * `verifyCode` and always need it.
 */
export function registerPendingBody(
  provider: IdentityProvider,
  input: { serialNO: string; email: string; code: string },
): EndpointBody<(typeof REGISTER_PENDING_ENDPOINTS)[IdentityProvider]> {
  const email = input.email.trim();
  const code = input.code.trim();
  if (provider === 'google' || provider === 'apple') {
    return { serialNO: input.serialNO, email, ...(code ? { emailCode: code } : {}) };
  }
  return { serialNO: input.serialNO, email, verifyCode: code };
}

export function registerPending(
  client: RequestClient,
  provider: IdentityProvider,
  input: { serialNO: string; email: string; code: string },
): Promise<EndpointResponse<(typeof REGISTER_PENDING_ENDPOINTS)[IdentityProvider]>> {
  return callEndpoint(client, REGISTER_PENDING_ENDPOINTS[provider], registerPendingBody(provider, input));
}
