import { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import orderEn from './en.json';
import { ORDER_TEXTS } from './index.ts';

const THIRTY_ONE = [...MAIN_LOCALES, ...EXTRA_LOCALES];
const ENGLISH = new Set(['en', 'asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA']);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('order centre texts in the 31 languages', () => {
  it.each(THIRTY_ONE)('%s has every key, non-empty, with the placeholders of English', (locale) => {
    const table = ORDER_TEXTS[locale];
    expect(Object.keys(table).sort()).toEqual(Object.keys(orderEn).sort());
    for (const [key, english] of Object.entries(orderEn)) {
      const text = table[key as keyof typeof orderEn];
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(THIRTY_ONE.filter((locale) => !ENGLISH.has(locale)))('%s is translated, not English', (locale) => {
    const table = ORDER_TEXTS[locale];
    const keys = Object.keys(orderEn) as Array<keyof typeof orderEn>;
    const translated = keys.filter((key) => table[key] !== orderEn[key]);
    expect(translated.length / keys.length).toBeGreaterThan(0.8);
  });
});
