import { ENGLISH_ALIAS_LOCALE, LANGUAGES, SELECTABLE_LANGUAGES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueByLocale,
  isTranslatedLocale,
  placeholderNames,
  type TranslatedLocale,
} from './localised-catalogue.ts';

/** Regional English variants may reuse the English table; every other language must translate. */
const englishLocales: ReadonlySet<string> = new Set(
  SELECTABLE_LANGUAGES.filter((entry) => entry.languageKey.startsWith('en_')).map((entry) => entry.locale),
);

const selectableLocales = SELECTABLE_LANGUAGES.map((entry) => entry.locale).filter(isTranslatedLocale);

// Script=Common covers the modifier letter ʻ of Uzbek Latin.
const latinOnly = /^[\p{Script=Latin}\p{Script=Common}\P{L}]*$/u;

/**
 * The script every text of a language must be written in, so a table pasted under the wrong
 * language is caught. Technical names (JSON, API, QR, Google Authenticator) stay in Latin letters.
 */
const scriptOf: Readonly<Partial<Record<TranslatedLocale, RegExp>>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
  'zh-CN': /\p{Script=Han}/u,
  'zh-TC': /\p{Script=Han}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
  th: /\p{Script=Thai}/u,
};

/** Letters that exist in only one of two close languages tell them apart. */
const forbiddenLetters: Readonly<Partial<Record<TranslatedLocale, RegExp>>> = {
  // Simplified forms that Traditional Chinese writes differently.
  'zh-TC': /[请码录设过时数无验证号账钥败试类务载应删网络]/u,
  // Traditional forms that Simplified Chinese writes differently.
  'zh-CN': /[請碼錄設過時數無驗證號帳鑰敗試類務載應刪網絡]/u,
  ru: /[іїєґ]/iu,
  uk: /[ыэъё]/iu,
  // Uzbek Latin writes oʻ and gʻ with U+02BB, never with an apostrophe or backtick.
  uz: /[og]['`‘’]/iu,
};

/**
 * Registers the checks every message catalogue must pass: all 31 languages (§3) carry every key,
 * each translation keeps the English placeholders, and the lookup by `languageType` (§7) finds the
 * language's own text, with English for `bg` and unknown numbers (§8).
 */
export function describeCatalogueContract<Key extends string>(
  name: string,
  catalogues: CatalogueByLocale<Key>,
  lookup: (key: Key, languageType: number) => string,
): void {
  const english = catalogues.en;
  const keys = Object.keys(english) as Key[];
  const languages = selectableLocales.map((locale) => [locale, catalogues[locale]] as const);

  describe(`${name} catalogue`, () => {
    it('§3 has a table for each of the 31 selectable languages with exactly the English keys', () => {
      expect(selectableLocales).toHaveLength(31);
      for (const [locale, table] of languages) {
        expect(table, locale).toBeDefined();
        expect(Object.keys(table).sort(), locale).toEqual([...keys].sort());
      }
    });

    it('§3 every text is non-empty and keeps exactly the English placeholders', () => {
      for (const [locale, table] of languages)
        for (const key of keys) {
          const text = table[key];
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
          expect(text, `${locale} ${key}`).toBe(text.trim());
          expect(placeholderNames(text), `${locale} ${key}`).toEqual(placeholderNames(english[key]));
        }
    });

    it('§3 every language other than English is translated, in its own script', () => {
      for (const [locale, table] of languages) {
        if (englishLocales.has(locale)) continue;
        const script = scriptOf[locale];
        const forbidden = forbiddenLetters[locale];
        for (const key of keys) {
          const text = table[key];
          const label = `${locale} ${key}: ${text}`;
          expect(text, label).not.toBe(english[key]);
          if (script) expect(text, label).toMatch(script);
          else expect(text, label).toMatch(latinOnly);
          if (forbidden) expect(text, label).not.toMatch(forbidden);
        }
      }
    });

    it('§3 regional variants differ from their base language where usage differs', () => {
      const differs = (a: TranslatedLocale, b: TranslatedLocale) =>
        keys.some((key) => catalogues[a][key] !== catalogues[b][key]);
      expect(differs('es-ES', 'es')).toBe(true);
      expect(differs('es-AR', 'es')).toBe(true);
      expect(differs('pt-PT', 'pt')).toBe(true);
      expect(differs('zh-TC', 'zh-CN')).toBe(true);
    });

    it('§7 the languageType of every language finds that language’s text', () => {
      for (const entry of LANGUAGES) {
        if (entry.locale === ENGLISH_ALIAS_LOCALE) continue;
        for (const key of keys)
          expect(lookup(key, entry.languageType), `${entry.locale} ${key}`).toBe(
            catalogues[entry.locale][key],
          );
      }
      const japanese = LANGUAGES.find((entry) => entry.locale === 'ja');
      const first = keys[0];
      expect(first).toBeDefined();
      if (japanese && first) expect(lookup(first, japanese.languageType)).not.toBe(english[first]);
    });

    it('§8 bg and unknown language types answer in English', () => {
      const bg = LANGUAGES.find((entry) => entry.locale === ENGLISH_ALIAS_LOCALE);
      expect(bg?.languageType).toBe(26);
      for (const key of keys)
        for (const type of [26, 999, -1, 7.5]) expect(lookup(key, type), `${type} ${key}`).toBe(english[key]);
    });
  });
}
