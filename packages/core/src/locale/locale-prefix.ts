import { findLanguage, type LocaleCode } from '@tideline/protocol';
import { resolveLocale } from './resolve-locale.ts';

/**
 * English locales share the unprefixed URL space (spec §2: "regional English variants have no
 * prefix"). `asia` is English for Asian markets (notes item 6), so it is treated as regional
 * English and has no prefix either; the cookie, not the URL, tells these apart.
 */
const UNPREFIXED: ReadonlySet<LocaleCode> = new Set([
  'en',
  'asia',
  'en-GB',
  'en-CA',
  'en-IN',
  'en-PH',
  'en-ZA',
]);

export interface LocalePrefixMatch {
  /** The locale named by the leading segment; `bg` is a locale whose texts are English. */
  locale: LocaleCode | undefined;
  /** The canonical spelling of the leading segment (`zh-CN` for `/zh-cn/...`), or ''. */
  prefix: string;
  /** The path after the prefix, always starting with '/'. */
  rest: string;
}

/** Splits a leading locale segment (a supported locale code or `bg`, spec §2) off a pathname. */
export function parseLocalePrefix(pathname: string): LocalePrefixMatch {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = path.indexOf('/', 1);
  const segment = end === -1 ? path.slice(1) : path.slice(1, end);
  const entry = segment === '' ? undefined : findLanguage(segment);
  if (!entry) return { locale: undefined, prefix: '', rest: path };
  return { locale: entry.locale, prefix: entry.locale, rest: end === -1 ? '/' : path.slice(end) };
}

/** The path prefix for a locale or regional tag, without slashes; '' for English and unknown tags. */
export function localePrefix(locale: string): string {
  const resolved = resolveLocale(locale);
  if (resolved === undefined || UNPREFIXED.has(resolved)) return '';
  return resolved;
}

/**
 * Builds an internal link for `locale`: any locale segment already on `path` is replaced.
 * Anything that is not a site-absolute path (external, protocol-relative, relative, hash) is
 * returned unchanged, because a prefix only makes sense at the root of this site.
 */
export function localizePath(path: string, locale: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const suffixStart = path.search(/[?#]/);
  const pathname = suffixStart === -1 ? path : path.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : path.slice(suffixStart);
  const { rest } = parseLocalePrefix(pathname);
  const prefix = localePrefix(locale);
  if (prefix === '') return `${rest}${suffix}`;
  return `/${prefix}${rest === '/' ? '' : rest}${suffix}`;
}
