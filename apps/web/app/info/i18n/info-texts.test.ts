import { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import infoEn from './en.json';
import { INFO_TEXTS } from './index.ts';

const THIRTY_ONE = [...MAIN_LOCALES, ...EXTRA_LOCALES];
const ENGLISH = new Set(['en', 'asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA']);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('§3 informational page texts in the 31 languages', () => {
  it.each(THIRTY_ONE)('%s has every key, non-empty, with the placeholders of English', (locale) => {
    const table = INFO_TEXTS[locale];
    expect(Object.keys(table).sort()).toEqual(Object.keys(infoEn).sort());
    for (const [key, english] of Object.entries(infoEn)) {
      const text = table[key as keyof typeof infoEn];
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(THIRTY_ONE.filter((locale) => !ENGLISH.has(locale)))('%s is translated, not English', (locale) => {
    const table = INFO_TEXTS[locale];
    const keys = Object.keys(infoEn) as Array<keyof typeof infoEn>;
    const translated = keys.filter((key) => table[key] !== infoEn[key]);
    expect(translated.length / keys.length).toBeGreaterThan(0.8);
  });
});
