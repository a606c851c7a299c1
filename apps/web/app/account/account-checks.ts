// Client-side checks of the account forms, mirroring the gateway's rules (protocol §4, §5) so a
// visitor sees a localised message before any request. Each check answers the key of its message
// in the account texts, or null when the value is acceptable.
import { API_KEY_PASSPHRASE } from '@tideline/protocol/accounts/settings';
import ipaddr from 'ipaddr.js';
import type { AccountMessages } from './i18n/use-account-text.ts';

export type AccountCheckKey = keyof Pick<
  AccountMessages,
  | 'checkRequired'
  | 'checkAntiPhishing'
  | 'checkLabel'
  | 'checkPermissions'
  | 'checkIpList'
  | 'checkIpCount'
  | 'checkSubName'
  | 'checkPassphrase'
>;

export const API_KEY_LABEL_MAX = 32;
export const IP_ALLOW_LIST_MAX = 20;
const ANTI_PHISHING = /^[A-Za-z0-9]{4,20}$/;
const SUB_NAME = /^[A-Za-z0-9_]{3,20}$/;

export function checkAntiPhishingCode(value: string): AccountCheckKey | null {
  if (value.trim() === '') return 'checkRequired';
  return ANTI_PHISHING.test(value.trim()) ? null : 'checkAntiPhishing';
}

export function checkSubName(value: string): AccountCheckKey | null {
  if (value.trim() === '') return 'checkRequired';
  return SUB_NAME.test(value.trim()) ? null : 'checkSubName';
}

export function checkApiKeyLabel(value: string): AccountCheckKey | null {
  if (value.trim() === '') return 'checkRequired';
  return value.trim().length <= API_KEY_LABEL_MAX ? null : 'checkLabel';
}

/** An API key's passphrase (issue #32), as the gateway's API_KEY_PASSPHRASE rule. */
export function checkPassphrase(value: string): AccountCheckKey | null {
  if (value === '') return 'checkRequired';
  return API_KEY_PASSPHRASE.test(value) ? null : 'checkPassphrase';
}

export function checkPermissions(permissions: readonly string[]): AccountCheckKey | null {
  return permissions.length > 0 ? null : 'checkPermissions';
}

/** The allow-list as typed: addresses or CIDR blocks separated by commas, spaces or new lines. */
export function splitIpAllowList(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((entry) => entry !== ''))];
}

/** An IPv4 or IPv6 address, or a CIDR block of either, in the forms the gateway accepts. */
export function isIpOrNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const isV4 = ipaddr.IPv4.isValidFourPartDecimal(address);
  const isV6 = !isV4 && address.includes(':') && ipaddr.IPv6.isValid(address);
  if (!isV4 && !isV6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (isV4 ? 32 : 128);
}

export function checkIpAllowList(text: string): AccountCheckKey | null {
  const entries = splitIpAllowList(text);
  if (entries.length > IP_ALLOW_LIST_MAX) return 'checkIpCount';
  return entries.every(isIpOrNetwork) ? null : 'checkIpList';
}
