import { DEFAULT_LOCALE, type LocaleCode } from '@tideline/protocol';
import { resolveLocale } from './resolve-locale.ts';

interface WeightedTag {
  tag: string;
  quality: number;
  order: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  const tags: WeightedTag[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim();
    if (tag === '') return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) return;
    tags.push({ tag, quality, order });
  });
  return tags.sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/**
 * Picks the best supported locale for an Accept-Language header, falling back to English.
 * `bg` is never chosen: its texts are English (spec §8), so a Bulgarian visitor is better served
 * by the unprefixed English pages than by an English copy under /bg.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): LocaleCode {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    if (tag === '*') return DEFAULT_LOCALE;
    const locale = resolveLocale(tag);
    if (locale === 'bg') return DEFAULT_LOCALE;
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
}
