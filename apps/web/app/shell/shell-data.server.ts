import { preferencesFromCookieHeader } from '@tideline/core/preferences';
import { messagesFor } from '../i18n/messages.server.ts';
import { pageLocale } from './page-locale.ts';
import type { ShellData } from './shell-data.ts';

export function loadShellData(request: Request): ShellData {
  const url = new URL(request.url);
  const preferences = preferencesFromCookieHeader(request.headers.get('Cookie'));
  const locale = pageLocale(url.pathname, preferences.language);
  return { origin: url.origin, locale, messages: messagesFor(locale), preferences };
}
