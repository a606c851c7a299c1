import { DEFAULT_LOCALE, findLanguage, type LocaleCode, type TextDirection } from '@tideline/protocol';
import { FALLBACK_CURRENCY, findCurrency } from '../currency/currencies.ts';

export const PREFERENCES_COOKIE = 'tideline_settings';
/** Spec §9: the settings cookie lasts 365 days. */
export const PREFERENCES_MAX_AGE_DAYS = 365;

/** The cookie spells the dark theme `black` (spec §3); notes item 2 says it is the global `dark`. */
export type CookieTheme = 'black' | 'white';
export type Theme = 'dark' | 'light';
export type Layout = 'left' | 'right';

/** The local preference record kept in the settings cookie (spec §3). */
export interface Preferences {
  language: LocaleCode;
  /** ISO code of the valuation currency. */
  unit: string;
  showasset: boolean;
  theme: CookieTheme;
  layout: Layout;
  valuationunit: number;
  login: boolean;
}

/** Spec §3 cookie defaults. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  language: DEFAULT_LOCALE,
  unit: 'USD',
  showasset: true,
  theme: 'black',
  layout: 'right',
  valuationunit: 1,
  login: false,
};

export interface GlobalDefaults {
  locale: LocaleCode;
  theme: Theme;
  layout: Layout;
  unit: string;
  showAsset: boolean;
  valuationUnit: number;
  login: boolean;
  direction: TextDirection;
  terminalCode: string;
}

/** Spec §3 global defaults: the app state before any cookie or user choice is known. */
export const GLOBAL_DEFAULTS: Readonly<GlobalDefaults> = {
  locale: 'en',
  theme: 'dark',
  layout: 'right',
  unit: 'CNY',
  showAsset: false,
  valuationUnit: 1,
  login: false,
  direction: 'ltr',
  terminalCode: '',
};

export function themeFromCookie(theme: CookieTheme): Theme {
  return theme === 'white' ? 'light' : 'dark';
}

export function themeToCookie(theme: Theme): CookieTheme {
  return theme === 'light' ? 'white' : 'black';
}

/**
 * The valuation currency to show (notes item 3). The spec's two defaults disagree (cookie USD,
 * global CNY); neither may surprise a user. So:
 * 1. a supported currency already in the cookie is the user's choice and is kept;
 * 2. otherwise (first visit, or a currency no longer supported) the language's default currency
 *    from the §3 table, which is always one of the valuation currencies (issue #30 item 7);
 * 3. otherwise USD, for a locale the table does not know.
 * The global default CNY is therefore only the value before any locale is known.
 */
export function resolveValuationUnit(cookieUnit: string | undefined, locale: string): string {
  const chosen = cookieUnit === undefined ? undefined : findCurrency(cookieUnit);
  if (chosen) return chosen.name;
  const languageDefault = findLanguage(locale)?.defaultCurrency;
  const natural = languageDefault === undefined ? undefined : findCurrency(languageDefault);
  return natural?.name ?? FALLBACK_CURRENCY;
}
