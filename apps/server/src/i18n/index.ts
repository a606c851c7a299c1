import { en, type ServerMessageKey, type ServerMessages } from './en.ts';
import { zhCN } from './zh-CN.ts';

export type { ServerMessageKey } from './en.ts';

/**
 * Server-only texts by language type (spec §3 numbers). Languages without their own catalogue
 * answer in English, the fallback the spec names for request messages (§8).
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
  const template = catalogues.get(languageType)?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
