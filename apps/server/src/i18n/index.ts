import { type RequestMessageKey, requestMessageByType } from '@tideline/protocol';
import { fillPlaceholders, type MessageParams, tableForLanguageType } from './localised-catalogue.ts';
import type { CatalogueKey } from './server-catalogues.ts';
import { serverCatalogues } from './server-catalogues.ts';

/**
 * Server texts that are the spec's own request messages (§8) come from @tideline/protocol, which
 * translates them into every language of LANGUAGES; the server keeps no copy of them.
 */
const requestMessageKeys = {
  'auth.loginRequired': 'loginvalid',
  'auth.expired': 'expired',
  'auth.forbidden': 'forbidden',
  'request.notFound': 'notfound',
  'request.internal': 'unknow',
} as const satisfies Record<string, RequestMessageKey>;

type RequestBackedKey = keyof typeof requestMessageKeys;

export type ServerMessageKey = CatalogueKey | RequestBackedKey;

function isRequestBacked(key: ServerMessageKey): key is RequestBackedKey {
  return key in requestMessageKeys;
}

/**
 * The `msg` of an answer in the language of the request's `languageType` (§3 numbers, §7);
 * `bg` and unknown numbers answer in English (§8).
 */
export function serverMessage(
  key: ServerMessageKey,
  languageType: number,
  params: MessageParams = {},
): string {
  const template = isRequestBacked(key)
    ? requestMessageByType(requestMessageKeys[key], languageType)
    : tableForLanguageType(serverCatalogues, languageType)[key];
  return fillPlaceholders(template, params);
}
