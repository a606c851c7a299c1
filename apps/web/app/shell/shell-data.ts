import type { Preferences } from '@tideline/core/preferences';
import { DEFAULT_PREFERENCES, GLOBAL_DEFAULTS, themeToCookie } from '@tideline/core/preferences';
import type { LocaleCode } from '@tideline/protocol';
import { EN_TEXTS, type WidgetTexts } from '@tideline/ui';
import en from '../i18n/locales/en.json';
import type { Messages } from '../i18n/locales/messages.ts';

/** The element carrying the fallback page's texts from the server to the browser. */
export const FALLBACK_TEXTS_ID = 'tl-fallback-texts';

type FallbackTexts = Pick<ShellData, 'messages' | 'widgetTexts'>;

/**
 * The fallback page's English texts: imported on the server only (the client build drops the
 * branch and with it the import), and read by the browser from the page the server rendered, so
 * no page's JavaScript carries English for this rare case.
 */
function fallbackTexts(): FallbackTexts {
  if (import.meta.env.SSR) return { messages: en, widgetTexts: EN_TEXTS };
  const json =
    typeof document === 'undefined' ? null : document.getElementById(FALLBACK_TEXTS_ID)?.textContent;
  return json
    ? (JSON.parse(json) as FallbackTexts)
    : { messages: {} as Messages, widgetTexts: {} as WidgetTexts };
}

/** The fallback texts as the server writes them into the page (`<` escaped, so no tag can close). */
export function fallbackTextsJson(shell: ShellData): string {
  return JSON.stringify({ messages: shell.messages, widgetTexts: shell.widgetTexts }).replace(
    /</g,
    '\\u003c',
  );
}

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
  return { origin, locale: GLOBAL_DEFAULTS.locale, ...fallbackTexts(), preferences };
}
