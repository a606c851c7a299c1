import { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import type { SectionTable, SelectableLocale } from './text-sections.ts';

// A product keeps its texts as data: `<product>/i18n/<language>.json`, one file per translated
// language, read by its `i18n/index.ts` (`sectionFromFiles` over Vite's glob of the folder, so
// adding a language is adding its files) and typed by the English file. The section test
// (`sections.test.ts`) checks every key, placeholder and that each language is really translated.

/** The selectable regional variants, each reading its base language's texts. */
const REGIONAL_BASE = {
  asia: 'en',
  'en-GB': 'en',
  'en-CA': 'en',
  'en-IN': 'en',
  'en-PH': 'en',
  'en-ZA': 'en',
  'es-ES': 'es',
  'es-AR': 'es',
  'pt-PT': 'pt',
} as const satisfies Partial<Record<SelectableLocale, SelectableLocale>>;

export type TranslatedLocale = Exclude<SelectableLocale, keyof typeof REGIONAL_BASE>;

/** The 22 languages every section is translated into: the selectable ones less the regional variants. */
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = [...MAIN_LOCALES, ...EXTRA_LOCALES].filter(
  (locale): locale is TranslatedLocale => !(locale in REGIONAL_BASE),
);

export type RegionalLocale = keyof typeof REGIONAL_BASE;

/** The texts a regional file words differently: any of its base language's texts, at any depth. */
export type RegionalDifferences<M> = {
  [Key in keyof M]?: M[Key] extends string ? string : RegionalDifferences<M[Key]>;
};

/** The base language's texts with the differences laid over them, group by group. */
function overlay<M>(base: M, differences: RegionalDifferences<M>): M {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, text] of Object.entries(differences)) {
    result[key] = typeof text === 'object' && text !== null ? overlay(result[key], text) : text;
  }
  return result as M;
}

/**
 * A section's table of the 31 selectable languages from its 22 translations. A regional variant
 * reads its base language, with the texts its `<variant>.json` words differently laid over it, so a
 * variant file holds only the differences, never a copy.
 */
export function sectionTable<M>(
  translations: Readonly<Record<TranslatedLocale, M>>,
  regionalDifferences: Readonly<Partial<Record<RegionalLocale, RegionalDifferences<M>>>> = {},
): SectionTable<M> {
  const regional = Object.fromEntries(
    Object.entries(REGIONAL_BASE).map(([locale, base]) => {
      const differences = regionalDifferences[locale as RegionalLocale];
      return [
        locale,
        differences === undefined ? translations[base] : overlay(translations[base], differences),
      ];
    }),
  );
  return { ...translations, ...regional } as SectionTable<M>;
}

/**
 * A section's table from its folder of language files, as `import.meta.glob('./*.json', { eager:
 * true, import: 'default' })` gives them (keyed `./<locale>.json`): the 22 translations, each
 * required, and a regional variant's file where it words something differently.
 */
export function sectionFromFiles<M>(files: Readonly<Record<string, unknown>>): SectionTable<M> {
  const file = (locale: string): unknown => files[`./${locale}.json`];
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const texts = file(locale);
      if (texts === undefined) throw new Error(`The texts of ${locale} are missing (${locale}.json)`);
      return [locale, texts];
    }),
  );
  const regional = Object.fromEntries(
    Object.keys(REGIONAL_BASE)
      .filter((locale) => file(locale) !== undefined)
      .map((locale) => [locale, file(locale)]),
  );
  return sectionTable(translations as Record<TranslatedLocale, M>, regional);
}
