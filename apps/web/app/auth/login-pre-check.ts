// The two calls a login form makes before the password step: the §7 login pre-check and the §6
// device check of a returning user's browser.
import type { RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type { LoginPreCheckAnswer } from '@tideline/protocol/accounts/login';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import { callEndpoint } from '../api/call-endpoint.ts';

export type { LoginPreCheckAnswer };

/** Whether the account exists and will need a captcha or a second factor on this device. */
export function preCheckLogin(
  client: RequestClient,
  request: { loginName: string; areaCode?: string },
): Promise<LoginPreCheckAnswer> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.loginPreCheck, request);
}

/** What the form says about a pre-check's answer, most useful first; none when there is nothing to add. */
export type PreCheckNotice = 'noAccount' | 'captcha' | 'secondFactor';

export function preCheckNotices(answer: LoginPreCheckAnswer): PreCheckNotice[] {
  if (answer.exists === false) return ['noAccount'];
  const notices: PreCheckNotice[] = [];
  if (answer.captcha) notices.push('captcha');
  if (answer.secondFactor) notices.push('secondFactor');
  return notices;
}

/**
 * §6 device check before login: when this browser holds the key bound to a user at an earlier login
 * (a returning user), asks the gateway whether that key is still the one it knows for the user. The
 * request names the user only by a hash; the security layer signs it with the old per-user key.
 * Null when the browser has no such key (a first visit): there is nothing to check.
 */
export async function checkReturningDevice(client: RequestClient): Promise<boolean | null> {
  if (typeof indexedDB === 'undefined') return null;
  // Loaded on use: the signing module stays out of the page's first JavaScript (issue #9).
  const { createIndexedDbKeyStore, hashUserId } = await import('@tideline/core/gateway-signing');
  const stored = await createIndexedDbKeyStore(indexedDB).loadCurrent();
  if (!stored?.userId) return null;
  const { known } = await callEndpoint(client, GATEWAY_ENDPOINTS.deviceCheck, {
    userCheckDeviceUserIdHash: await hashUserId(stored.userId),
  });
  return known;
}
