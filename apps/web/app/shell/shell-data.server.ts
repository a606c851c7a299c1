import {
  PREFERENCES_COOKIE,
  preferencesFromCookieHeader,
  resolveValuationUnit,
} from '@tideline/core/preferences';
import { widgetTextsFor } from '@tideline/ui';
import { messagesFor } from '../i18n/messages.server.ts';
import { pseudoMessages, wantsPseudoLocale } from '../i18n/pseudo-locale.ts';
import { pageLocale } from './page-locale.ts';
import type { ShellData } from './shell-data.ts';

function hasSettingsCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${PREFERENCES_COOKIE}=`));
}

/** The page's texts and the widget set's: its language's, or in development on request the pseudo-locale's. */
async function pageTexts(url: URL, locale: string): Promise<Pick<ShellData, 'messages' | 'widgetTexts'>> {
  if (wantsPseudoLocale(url, import.meta.env.DEV))
    return {
      messages: pseudoMessages(await messagesFor('en')),
      widgetTexts: pseudoMessages(widgetTextsFor('en')),
    };
  return { messages: await messagesFor(locale), widgetTexts: widgetTextsFor(locale) };
}

export async function loadShellData(request: Request): Promise<ShellData> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('Cookie');
  const saved = preferencesFromCookieHeader(cookieHeader);
  if (!hasSettingsCookie(cookieHeader)) {
    // First visit (notes item 3): the page's language, and that language's default currency.
    const locale = pageLocale(url.pathname, undefined);
    const preferences = { ...saved, language: locale, unit: resolveValuationUnit(undefined, locale) };
    return { origin: url.origin, locale, ...(await pageTexts(url, locale)), preferences };
  }
  const locale = pageLocale(url.pathname, saved.language);
  return { origin: url.origin, locale, ...(await pageTexts(url, locale)), preferences: saved };
}
