import { ENGLISH_ALIAS_LOCALE, type LocaleCode, languageByType } from '@tideline/protocol';

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

/**
 * A catalogue from its files: one table per base language (typed by the caller's key set, so a
 * missing key is a typecheck error) and, for a regional variant, a file with only the texts it
 * words differently, laid over its base language. Regional English reads English.
 */
export function catalogueFromFiles<Key extends string>(
  translations: Readonly<Record<BaseLocale, MessageTable<Key>>>,
  regionalDifferences: Readonly<Partial<Record<RegionalVariant, Partial<MessageTable<Key>>>>> = {},
): CatalogueByLocale<Key> {
  const regional = Object.fromEntries(
    Object.entries(REGIONAL_BASE).map(([locale, base]) => [
      locale,
      { ...translations[base], ...regionalDifferences[locale as RegionalVariant] },
    ]),
  );
  return withRegionalEnglish({ ...translations, ...regional } as Omit<
    CatalogueByLocale<Key>,
    RegionalEnglish
  >);
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
