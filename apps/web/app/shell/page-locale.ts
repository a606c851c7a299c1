import { localePrefix, localizePath, parseLocalePrefix } from '@tideline/core/locale';
import { DEFAULT_LOCALE, findLanguage, type LocaleCode } from '@tideline/protocol';

/**
 * The locale a page is shown in. A locale segment in the path decides (spec §2). An unprefixed
 * path is English, and which English (en, en-GB, asia...) only the saved language can tell,
 * because regional English has no prefix of its own.
 */
export function pageLocale(pathname: string, savedLanguage: string | undefined): LocaleCode {
  const { locale } = parseLocalePrefix(pathname);
  if (locale !== undefined) return locale;
  const saved = savedLanguage === undefined ? undefined : findLanguage(savedLanguage);
  if (saved !== undefined && localePrefix(saved.locale) === '') return saved.locale;
  return DEFAULT_LOCALE;
}

/** Whether a client-side navigation moves to a different locale prefix. */
export function pageLocaleChanged(fromPathname: string, toPathname: string): boolean {
  return parseLocalePrefix(fromPathname).prefix !== parseLocalePrefix(toPathname).prefix;
}

/**
 * Spec §2: a leading locale segment on the current route is kept when building internal links.
 * Regional English pages reached through their own code (`/en-GB/...`) therefore keep it, even
 * though that locale's canonical pages are unprefixed.
 */
export function linkInPrefix(path: string, prefix: string, locale: LocaleCode): string {
  const localized = localizePath(path, locale);
  if (prefix === '' || prefix === localePrefix(locale)) return localized;
  if (!localized.startsWith('/') || localized.startsWith('//')) return localized;
  return `/${prefix}${localized === '/' ? '' : localized}`;
}
