import { describe, expect, it } from 'vitest';
import { type BaseLocale, catalogueFromFiles, type MessageTable } from './localised-catalogue.ts';

const BASES: readonly BaseLocale[] = [
  'en',
  'ja',
  'ru',
  'es',
  'it',
  'fr',
  'de',
  'zh-CN',
  'zh-TC',
  'pt',
  'id',
  'pl',
  'vi',
  'uk',
  'uz',
  'ar',
  'ph',
  'nl',
  'th',
  'sv',
  'ko',
  'tr',
];

describe('a catalogue from its language files', () => {
  const translations = Object.fromEntries(
    BASES.map((locale) => [locale, { hello: `${locale} hello`, bye: `${locale} bye` }]),
  ) as Record<BaseLocale, MessageTable<'hello' | 'bye'>>;
  const catalogue = catalogueFromFiles(translations, { 'pt-PT': { hello: 'olá' } });

  it('lays a regional file over its base language, so the file holds only its differences', () => {
    expect(catalogue['pt-PT']).toEqual({ hello: 'olá', bye: 'pt bye' });
    expect(catalogue.pt).toEqual({ hello: 'pt hello', bye: 'pt bye' });
    expect(catalogue['es-AR']).toEqual(catalogue.es);
  });

  it('gives regional English the English file', () => {
    for (const locale of ['asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA'] as const)
      expect(catalogue[locale]).toBe(catalogue.en);
    expect(Object.keys(catalogue)).toHaveLength(31);
  });
});
