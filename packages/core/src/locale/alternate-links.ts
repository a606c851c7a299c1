import { DEFAULT_LOCALE, LANGUAGES } from '@tideline/protocol';
import { localizePath, parseLocalePrefix } from './locale-prefix.ts';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

function stripSlash(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}

function pathOnly(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  return cut === -1 ? pathname : pathname.slice(0, cut);
}

/**
 * The canonical URL of a page: its own locale's spelling of the path without query or hash.
 * English-text aliases (`/en/...`, `/en-GB/...`, `/bg/...`) all point at the unprefixed page, so
 * search engines index one copy of the English text.
 */
export function canonicalLink(origin: string, pathname: string): string {
  const { locale, rest } = parseLocalePrefix(pathOnly(pathname));
  const target = locale === 'bg' || locale === undefined ? rest : localizePath(rest, locale);
  return `${stripSlash(origin)}${target}`;
}

/**
 * One alternate link per distinct URL (spec §2): the unprefixed English page (also x-default) and
 * every prefixed locale, written with its hreflang (zh-Hans, zh-Hant, fil). Regional English
 * locales and `bg` have no page of their own, so they add no links.
 */
export function alternateLinks(origin: string, pathname: string): AlternateLink[] {
  const base = stripSlash(origin);
  const { rest } = parseLocalePrefix(pathOnly(pathname));
  const links: AlternateLink[] = [];
  const seen = new Set<string>();
  for (const entry of LANGUAGES) {
    if (entry.locale === 'bg') continue;
    const href = `${base}${localizePath(rest, entry.locale)}`;
    if (seen.has(href)) continue;
    seen.add(href);
    links.push({ hreflang: entry.hreflang, href });
  }
  links.push({ hreflang: 'x-default', href: `${base}${localizePath(rest, DEFAULT_LOCALE)}` });
  return links;
}
