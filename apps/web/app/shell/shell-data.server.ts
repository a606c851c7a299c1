import {
  PREFERENCES_COOKIE,
  preferencesFromCookieHeader,
  resolveValuationUnit,
} from '@tideline/core/preferences';
import { messagesFor } from '../i18n/messages.server.ts';
import { pseudoMessages, wantsPseudoLocale } from '../i18n/pseudo-locale.ts';
import { pageLocale } from './page-locale.ts';
import type { ShellData } from './shell-data.ts';

function hasSettingsCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${PREFERENCES_COOKIE}=`));
}

/** The page's texts: its language's, or in development on request the pseudo-locale's. */
async function pageMessages(url: URL, locale: string): Promise<ShellData['messages']> {
  if (wantsPseudoLocale(url, import.meta.env.DEV)) return pseudoMessages(await messagesFor('en'));
  return messagesFor(locale);
}

export async function loadShellData(request: Request): Promise<ShellData> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('Cookie');
  const saved = preferencesFromCookieHeader(cookieHeader);
  if (!hasSettingsCookie(cookieHeader)) {
    // First visit (notes item 3): the page's language, and that language's default currency.
    const locale = pageLocale(url.pathname, undefined);
    const preferences = { ...saved, language: locale, unit: resolveValuationUnit(undefined, locale) };
    return { origin: url.origin, locale, messages: await pageMessages(url, locale), preferences };
  }
  const locale = pageLocale(url.pathname, saved.language);
  return { origin: url.origin, locale, messages: await pageMessages(url, locale), preferences: saved };
}
