import type { Preferences } from '@tideline/core/preferences';
import { DEFAULT_PREFERENCES, GLOBAL_DEFAULTS, themeToCookie } from '@tideline/core/preferences';
import type { LocaleCode } from '@tideline/protocol';
import { EN_TEXTS, type WidgetTexts } from '@tideline/ui';
import en from '../i18n/locales/en.json';
import type { Messages } from '../i18n/locales/messages.ts';

/** What every page needs before it can render: its language, texts, origin and preferences. */
export interface ShellData {
  origin: string;
  locale: LocaleCode;
  messages: Messages;
  /** The widget set's texts in the page's language, sent like `messages` so no bundle holds the others. */
  widgetTexts: WidgetTexts;
  preferences: Preferences;
}

/**
 * Used only when the root loader itself failed, so the error page can still render: the §3 global
 * defaults (English, dark theme, order form on the right, left to right).
 */
export function fallbackShellData(): ShellData {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const preferences: Preferences = {
    ...DEFAULT_PREFERENCES,
    language: GLOBAL_DEFAULTS.locale,
    layout: GLOBAL_DEFAULTS.layout,
    theme: themeToCookie(GLOBAL_DEFAULTS.theme),
  };
  return { origin, locale: GLOBAL_DEFAULTS.locale, messages: en, widgetTexts: EN_TEXTS, preferences };
}
