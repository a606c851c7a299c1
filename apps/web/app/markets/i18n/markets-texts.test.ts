import { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import marketsEn from './en.json';
import { MARKETS_TEXTS } from './index.ts';

const THIRTY_ONE = [...MAIN_LOCALES, ...EXTRA_LOCALES];
const ENGLISH = new Set(['en', 'asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA']);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('/markets texts in the 31 languages', () => {
  it.each(THIRTY_ONE)('%s has every key, non-empty, with the placeholders of English', (locale) => {
    const table = MARKETS_TEXTS[locale];
    expect(Object.keys(table).sort()).toEqual(Object.keys(marketsEn).sort());
    for (const [key, english] of Object.entries(marketsEn)) {
      const text = table[key as keyof typeof marketsEn];
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(THIRTY_ONE.filter((locale) => !ENGLISH.has(locale)))('%s is translated, not English', (locale) => {
    const table = MARKETS_TEXTS[locale];
    const keys = Object.keys(marketsEn) as Array<keyof typeof marketsEn>;
    const translated = keys.filter((key) => table[key] !== marketsEn[key]);
    expect(translated.length / keys.length).toBeGreaterThan(0.8);
  });
});
