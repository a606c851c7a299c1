import { type RequestMessageKey, requestMessageByType } from '@tideline/protocol';
import { en, type ServerMessageKey, type ServerMessages } from './en.ts';
import { zhCN } from './zh-CN.ts';

export type { ServerMessageKey } from './en.ts';

/**
 * Server texts that are the spec's own request messages (§8) come from @tideline/protocol, which
 * translates them into every language of LANGUAGES.
 */
const requestMessageKeys: Partial<Record<ServerMessageKey, RequestMessageKey>> = {
  'auth.loginRequired': 'loginvalid',
  'auth.expired': 'expired',
  'auth.forbidden': 'forbidden',
  'request.notFound': 'notfound',
  'request.internal': 'unknow',
};

/**
 * The server's other texts by language type (spec §3 numbers). Every language of LANGUAGES without
 * its own catalogue here answers in English, the fallback the spec names (§8).
 */
const catalogues: ReadonlyMap<number, Partial<ServerMessages>> = new Map([
  [0, en],
  [1, zhCN],
]);

export function serverMessage(
  key: ServerMessageKey,
  languageType: number,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const requestKey = requestMessageKeys[key];
  const template = requestKey
    ? requestMessageByType(requestKey, languageType)
    : (catalogues.get(languageType)?.[key] ?? en[key]);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
