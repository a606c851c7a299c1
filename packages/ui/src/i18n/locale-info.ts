import { DEFAULT_LANGUAGE, findLanguage } from '@tideline/protocol/locales';
import { EN_TEXTS, TEXTS_BY_LANGUAGE, type WidgetTexts } from './widget-texts.ts';

export type TextDirection = 'ltr' | 'rtl';

export interface WidgetLocaleInfo {
  /** The product locale code (spec §3), e.g. 'en', 'zh-CN', 'ar'. */
  locale: string;
  /** Arabic is the only right-to-left locale (spec §3). */
  dir: TextDirection;
  /** The dayjs locale name (the spec's "code for the date library"). */
  dateLocale: string;
  /** A BCP-47 tag for `Intl` formatters. */
  intlLocale: string;
}

/** Regional variants that share their texts with a base language (spec §3 and notes.md §5). */
const TEXT_LANGUAGE_BY_CODE: Readonly<Record<string, string>> = {
  asia: 'en',
  'en-GB': 'en',
  'en-CA': 'en',
  'en-IN': 'en',
  'en-PH': 'en',
  'en-ZA': 'en',
  'pt-PT': 'pt',
  'es-ES': 'es',
  'es-AR': 'es',
};

/** Texts for a locale; unknown locales fall back to English (spec §8). */
export function widgetTextsFor(locale: string): WidgetTexts {
  return TEXTS_BY_LANGUAGE[TEXT_LANGUAGE_BY_CODE[locale] ?? locale] ?? EN_TEXTS;
}

/** Direction and library codes come from the product's language table, so they cannot drift. */
export function widgetLocaleInfo(locale: string): WidgetLocaleInfo {
  const language = findLanguage(locale) ?? DEFAULT_LANGUAGE;
  return {
    locale,
    dir: language.dir,
    dateLocale: language.dateLocale,
    intlLocale: language.widgetLocale,
  };
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
