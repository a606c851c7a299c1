import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  EXTRA_LOCALES,
  findLanguage,
  isLocaleCode,
  LANGUAGES,
  LOCALE_CODES,
  languageByType,
  MAIN_LOCALES,
  SELECTABLE_LANGUAGES,
} from './locales.ts';

// [locale, languageType, defaultCurrency, hreflang]
const EXPECTED: ReadonlyArray<readonly [string, number, string, string]> = [
  ['en', 0, 'USD', 'en'],
  ['asia', 3, 'USD', 'en-SG'],
  ['en-GB', 41, 'USD', 'en-GB'],
  ['ja', 2, 'JPY', 'ja'],
  ['ru', 6, 'RUB', 'ru'],
  ['es', 7, 'EUR', 'es'],
  ['it', 9, 'EUR', 'it'],
  ['fr', 10, 'EUR', 'fr'],
  ['de', 11, 'EUR', 'de'],
  ['zh-CN', 1, 'CNY', 'zh-Hans'],
  ['zh-TC', 5, 'TWD', 'zh-Hant'],
  ['pt', 12, 'EUR', 'pt'],
  ['id', 13, 'IDR', 'id'],
  ['pl', 20, 'USD', 'pl'],
  ['vi', 4, 'VND', 'vi'],
  ['uk', 21, 'UAH', 'uk'],
  ['pt-PT', 24, 'EUR', 'pt-PT'],
  ['es-ES', 23, 'EUR', 'es-ES'],
  ['uz', 25, 'UZS', 'uz'],
  ['ar', 39, 'AED', 'ar'],
  ['ph', 40, 'PHP', 'fil'],
  ['es-AR', 42, 'EUR', 'es-AR'],
  ['en-CA', 43, 'CAD', 'en-CA'],
  ['bg', 26, 'EUR', 'bg'],
  ['en-IN', 14, 'INR', 'en-IN'],
  ['en-PH', 15, 'PHP', 'en-PH'],
  ['en-ZA', 16, 'ZAR', 'en-ZA'],
  ['nl', 17, 'EUR', 'nl'],
  ['th', 18, 'THB', 'th'],
  ['sv', 22, 'SEK', 'sv'],
  ['ko', 19, 'KRW', 'ko'],
  ['tr', 8, 'TRY', 'tr'],
];

const dayjsLocaleDir = join(dirname(createRequire(import.meta.url).resolve('dayjs')), 'locale');

describe('§3 language table', () => {
  it('§3 has 23 main locales, bg and 8 extra languages: 32 rows with unique codes, keys and types', () => {
    expect(MAIN_LOCALES).toHaveLength(23);
    expect(EXTRA_LOCALES).toHaveLength(8);
    expect(LANGUAGES).toHaveLength(32);
    expect(LANGUAGES.map((l) => l.locale)).toEqual([...LOCALE_CODES]);
    expect(new Set(LANGUAGES.map((l) => l.languageType)).size).toBe(32);
    expect(new Set(LANGUAGES.map((l) => l.languageKey)).size).toBe(32);
  });

  it.each(EXPECTED)(
    '§3 %s has type %i, default currency %s and hreflang %s',
    (code, type, currency, hreflang) => {
      const entry = findLanguage(code);
      expect(entry?.locale).toBe(code);
      expect(entry?.languageType).toBe(type);
      expect(entry?.defaultCurrency).toBe(currency);
      expect(entry?.hreflang).toBe(hreflang);
      expect(languageByType(type)).toBe(entry);
    },
  );

  it.each(LANGUAGES.map((l) => [l.locale, l] as const))(
    '§3 %s has a key, a name and a dayjs locale',
    (_, entry) => {
      expect(entry.languageKey).toMatch(/^[a-z]{2,3}_[A-Z0-9]{2,3}$/);
      expect(entry.languageName.length).toBeGreaterThan(1);
      expect(existsSync(join(dayjsLocaleDir, `${entry.dateLocale}.js`))).toBe(true);
      expect(() => new Intl.Locale(entry.widgetLocale)).not.toThrow();
      expect(() => new Intl.Locale(entry.hreflang)).not.toThrow();
    },
  );

  it('§3 visitors pick from 31 languages; bg is not offered', () => {
    expect(SELECTABLE_LANGUAGES).toHaveLength(31);
    expect(SELECTABLE_LANGUAGES.map((l) => l.locale)).not.toContain('bg');
  });

  it('§3 Arabic is the only right-to-left locale', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.locale)).toEqual(['ar']);
  });

  it('§3 languages are named in their own language', () => {
    expect(findLanguage('de')?.languageName).toBe('Deutsch');
    expect(findLanguage('ar')?.languageName).toBe('العربية');
    expect(findLanguage('ja')?.languageName).toBe('日本語');
  });

  it('§2 bg texts reuse English', () => {
    expect(findLanguage('bg')?.dateLocale).toBe('en');
    expect(findLanguage('bg')?.widgetLocale).toBe('en-US');
  });

  it('finds languages case-insensitively and rejects unknown codes', () => {
    expect(findLanguage('ZH-cn')?.locale).toBe('zh-CN');
    expect(findLanguage('EN-gb')?.locale).toBe('en-GB');
    expect(findLanguage('xx')).toBeUndefined();
    expect(findLanguage('')).toBeUndefined();
    expect(languageByType(99)).toBeUndefined();
    expect(isLocaleCode('pt-PT')).toBe(true);
    expect(isLocaleCode('pt-pt')).toBe(false);
  });

  it('§3 default locale is en', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(DEFAULT_LANGUAGE.locale).toBe('en');
  });
});
