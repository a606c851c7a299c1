import { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../products.ts';
import { sectionTable, TRANSLATED_LOCALES } from './json-section.ts';
import type { SelectableLocale } from './text-sections.ts';

// Every product's text sections (its manifest's `texts`), in every language: the same keys as
// English, no empty text, the same placeholders, and translated rather than copied.

const THIRTY_ONE: readonly SelectableLocale[] = [...MAIN_LOCALES, ...EXTRA_LOCALES];
const ENGLISH_VARIANTS = new Set(['en', 'asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA']);

const SECTIONS = await Promise.all(
  PRODUCTS.flatMap((product) => Object.entries(product.texts)).map(
    async ([name, load]) =>
      [name, (await load()) as Record<SelectableLocale, Record<string, unknown>>] as const,
  ),
);

function leaves(texts: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof texts !== 'object' || texts === null) return found;
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null)
      for (const [p, v] of leaves(value, path)) found.set(p, v);
    else found.set(path, value);
  }
  return found;
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('product text sections in the 31 languages', () => {
  it('every section has a table for each of the 31 languages', () => {
    expect(SECTIONS.length).toBeGreaterThan(0);
    for (const [name, table] of SECTIONS)
      for (const locale of THIRTY_ONE) expect(table[locale], `${name} ${locale}`).toBeDefined();
  });

  it.each(SECTIONS.map(([name]) => name))(
    "%s: every language has English's keys, texts and placeholders",
    (name) => {
      const table = SECTIONS.find(([section]) => section === name)![1];
      const english = leaves(table.en);
      for (const locale of THIRTY_ONE) {
        const texts = leaves(table[locale]);
        expect([...texts.keys()].sort(), `${name} ${locale}`).toEqual([...english.keys()].sort());
        for (const [path, text] of english) {
          const translated = texts.get(path);
          if (typeof text !== 'string') continue;
          expect(
            typeof translated === 'string' && translated.trim() !== '',
            `${name} ${locale} ${path}`,
          ).toBe(true);
          expect(placeholders(translated), `${name} ${locale} ${path}`).toEqual(placeholders(text));
        }
      }
    },
  );

  it.each(SECTIONS.map(([name]) => name))('%s is translated in every non-English language', (name) => {
    const table = SECTIONS.find(([section]) => section === name)![1];
    const english = leaves(table.en);
    const strings = [...english].filter(([, text]) => typeof text === 'string');
    for (const locale of THIRTY_ONE.filter((code) => !ENGLISH_VARIANTS.has(code))) {
      const texts = leaves(table[locale]);
      const differing = strings.filter(([path, text]) => texts.get(path) !== text).length;
      // Brand names, tickers and shared trading terms (Spot, P2P, USDT) may stay as in English.
      expect(differing / strings.length, `${name} ${locale}`).toBeGreaterThan(0.5);
    }
  });
});

describe('sectionTable', () => {
  it('gives the regional variants their base language', () => {
    const translations = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, { hello: locale }]));
    const table = sectionTable(
      translations as Record<(typeof TRANSLATED_LOCALES)[number], { hello: string }>,
    );
    expect(table['en-GB'].hello).toBe('en');
    expect(table['es-AR'].hello).toBe('es');
    expect(table['pt-PT'].hello).toBe('pt');
    expect(table.ar.hello).toBe('ar');
    expect(Object.keys(table).sort()).toEqual([...THIRTY_ONE].sort());
  });

  it('lays a regional file over its base language, so the file holds only the differences', () => {
    const translations = Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, { hello: locale, bye: `${locale} bye` }]),
    );
    const table = sectionTable(
      translations as Record<(typeof TRANSLATED_LOCALES)[number], { hello: string; bye: string }>,
      { 'pt-PT': { hello: 'olá' } },
    );
    expect(table['pt-PT']).toEqual({ hello: 'olá', bye: 'pt bye' });
    expect(table.pt).toEqual({ hello: 'pt', bye: 'pt bye' });
    expect(table['es-AR']).toBe(table.es);
  });
});
