import type { Preferences } from '@tideline/core/preferences';
import { DEFAULT_PREFERENCES } from '@tideline/core/preferences';
import { DEFAULT_LOCALE, type LocaleCode } from '@tideline/protocol';
import { en, type Messages } from '../i18n/locales/en.ts';

/** What every page needs before it can render: its language, texts, origin and preferences. */
export interface ShellData {
  origin: string;
  locale: LocaleCode;
  messages: Messages;
  preferences: Preferences;
}

/** Used only when the root loader itself failed, so the error page can still render. */
export function fallbackShellData(): ShellData {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return { origin, locale: DEFAULT_LOCALE, messages: en, preferences: DEFAULT_PREFERENCES };
}
