import { DEFAULT_LOCALE, findLanguage } from '@tideline/protocol';
import {
  type CookieTheme,
  DEFAULT_PREFERENCES,
  type Layout,
  PREFERENCES_COOKIE,
  PREFERENCES_MAX_AGE_DAYS,
  type Preferences,
  resolveValuationUnit,
} from './preferences.ts';

function decodeRecord(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function booleanField(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

function themeField(value: unknown): CookieTheme {
  if (value === 'white' || value === 'light') return 'white';
  return DEFAULT_PREFERENCES.theme;
}

function layoutField(value: unknown): Layout {
  return value === 'left' || value === 'right' ? value : DEFAULT_PREFERENCES.layout;
}

function positiveIntegerField(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * Reads the cookie value (URI-encoded JSON). Every field is checked on its own, so one bad field
 * keeps its default instead of discarding the rest; garbage yields the defaults, never an error.
 * The unit follows `resolveValuationUnit`: a cookie with language ja and no unit yields JPY.
 */
export function parsePreferencesCookie(raw: string | undefined): Preferences {
  const record = raw ? decodeRecord(raw) : {};
  const language =
    typeof record.language === 'string'
      ? (findLanguage(record.language)?.locale ?? DEFAULT_LOCALE)
      : DEFAULT_PREFERENCES.language;
  return {
    language,
    unit: resolveValuationUnit(typeof record.unit === 'string' ? record.unit : undefined, language),
    showasset: booleanField(record.showasset, DEFAULT_PREFERENCES.showasset),
    theme: themeField(record.theme),
    layout: layoutField(record.layout),
    valuationunit: positiveIntegerField(record.valuationunit, DEFAULT_PREFERENCES.valuationunit),
    login: booleanField(record.login, DEFAULT_PREFERENCES.login),
  };
}

/** The cookie value: URI-encoded JSON, safe inside a cookie without quoting. */
export function serializePreferencesCookie(preferences: Preferences): string {
  const { language, unit, showasset, theme, layout, valuationunit, login } = preferences;
  return encodeURIComponent(
    JSON.stringify({ language, unit, showasset, theme, layout, valuationunit, login }),
  );
}

/** A complete cookie string for `document.cookie` or a Set-Cookie header (365 days, spec §9). */
export function preferencesCookieString(
  preferences: Preferences,
  options: { secure?: boolean } = {},
): string {
  const maxAge = PREFERENCES_MAX_AGE_DAYS * 24 * 60 * 60;
  const secure = options.secure ? '; Secure' : '';
  return `${PREFERENCES_COOKIE}=${serializePreferencesCookie(preferences)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Picks the settings cookie out of a Cookie header (server rendering) or `document.cookie`. */
export function preferencesFromCookieHeader(header: string | null | undefined): Preferences {
  const prefix = `${PREFERENCES_COOKIE}=`;
  const pair = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return parsePreferencesCookie(pair?.slice(prefix.length));
}
