import { findLanguage, type TextDirection } from '@tideline/protocol';
import { resolveLocale } from './resolve-locale.ts';

/** The `dir` attribute for a locale or regional tag; unknown tags read left to right. */
export function textDirection(locale: string): TextDirection {
  const resolved = resolveLocale(locale);
  return (resolved && findLanguage(resolved)?.dir) || 'ltr';
}

/** Arabic and its regional variants are the only right-to-left locales (spec §3). */
export function isRtl(locale: string): boolean {
  return textDirection(locale) === 'rtl';
}
