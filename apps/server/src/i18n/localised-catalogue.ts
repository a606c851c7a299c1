import { existsSync, readFileSync } from 'node:fs';
import { ENGLISH_ALIAS_LOCALE, LOCALE_CODES, type LocaleCode, languageByType } from '@tideline/protocol';

/** Every locale a visitor can pick (§3); `bg` is absent because its texts are English (§2, §8). */
export type TranslatedLocale = Exclude<LocaleCode, typeof ENGLISH_ALIAS_LOCALE>;

export function isTranslatedLocale(locale: LocaleCode): locale is TranslatedLocale {
  return locale !== ENGLISH_ALIAS_LOCALE;
}

export type MessageTable<Key extends string> = Readonly<Record<Key, string>>;

/** One table per locale; the Record type makes a missing language a compile error. */
export type CatalogueByLocale<Key extends string> = Readonly<Record<TranslatedLocale, MessageTable<Key>>>;

/** English-speaking regions read English (notes item 5): their tables are the English one. */
const REGIONAL_ENGLISH = ['asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA'] as const;
type RegionalEnglish = (typeof REGIONAL_ENGLISH)[number];

export function withRegionalEnglish<Key extends string>(
  tables: Omit<CatalogueByLocale<Key>, RegionalEnglish>,
): CatalogueByLocale<Key> {
  const regional = Object.fromEntries(REGIONAL_ENGLISH.map((locale) => [locale, tables.en]));
  return { ...tables, ...regional } as CatalogueByLocale<Key>;
}

/** Spanish and Portuguese regions word a few texts differently from their base language. */
const REGIONAL_BASE = { 'es-ES': 'es', 'es-AR': 'es', 'pt-PT': 'pt' } as const;
type RegionalVariant = keyof typeof REGIONAL_BASE;

/** The languages a catalogue translates into, one `<locale>.json` each. */
export type BaseLocale = Exclude<TranslatedLocale, RegionalEnglish | RegionalVariant>;

const BASE_LOCALES = LOCALE_CODES.filter(
  (locale): locale is BaseLocale =>
    isTranslatedLocale(locale) &&
    !(REGIONAL_ENGLISH as readonly string[]).includes(locale) &&
    !(locale in REGIONAL_BASE),
);

/** One language's file of a catalogue folder, or nothing where the folder has none for it. */
function readLanguageFile(directory: URL, locale: string): unknown {
  const file = new URL(`${locale}.json`, directory);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * A catalogue from its folder, one `<locale>.json` per language, so adding a language is adding
 * its files: each base language's file is required; a regional variant's file holds only the texts
 * it words differently, laid over its base language; regional English reads English. The keys are
 * the caller's; each plugin's contract test (`describeCatalogueContract`) checks that every
 * language has exactly English's keys and placeholders.
 */
export function catalogueFromDirectory<Key extends string>(directory: URL): CatalogueByLocale<Key> {
  const base = Object.fromEntries(
    BASE_LOCALES.map((locale) => {
      const table = readLanguageFile(directory, locale);
      if (table === undefined) throw new Error(`${locale}.json is missing in ${directory.pathname}`);
      return [locale, table as MessageTable<Key>];
    }),
  ) as Record<BaseLocale, MessageTable<Key>>;
  const regional = Object.fromEntries(
    Object.entries(REGIONAL_BASE).map(([locale, baseLocale]) => [
      locale,
      {
        ...base[baseLocale],
        ...(readLanguageFile(directory, locale) as Partial<MessageTable<Key>> | undefined),
      },
    ]),
  );
  return withRegionalEnglish({ ...base, ...regional } as Omit<CatalogueByLocale<Key>, RegionalEnglish>);
}

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The table for a `languageType` query parameter (§3 numbers, §7). `bg` and unknown numbers get
 * English, the fallback of §8.
 */
export function tableForLanguageType<Key extends string>(
  catalogues: CatalogueByLocale<Key>,
  languageType: number,
): MessageTable<Key> {
  const locale = languageByType(languageType)?.locale;
  return locale !== undefined && isTranslatedLocale(locale) ? catalogues[locale] : catalogues.en;
}

const placeholderPattern = /\{(\w+)\}/g;

/** Fills `{name}` markers; a marker without a value stays visible rather than vanishing. */
export function fillPlaceholders(template: string, params: MessageParams): string {
  return template.replace(placeholderPattern, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder names of a template, sorted, so translations can be compared with English. */
export function placeholderNames(template: string): string[] {
  return [...template.matchAll(placeholderPattern)].map((match) => match[1] ?? '').sort();
}
