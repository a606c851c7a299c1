import type { EXTRA_LOCALES, MAIN_LOCALES } from '@tideline/protocol';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// A feature (auth, spot, account, ...) keeps its texts in `<feature>/i18n/<locale>.json` and joins
// them to every locale's messages under its own key, named in its product manifest's `texts`. The
// shell's typed `t()` keys stay small; each feature reads its section as one typed object.

export type SelectableLocale = (typeof MAIN_LOCALES)[number] | (typeof EXTRA_LOCALES)[number];

/** A feature's texts in each of the 31 languages: a missing language or key fails the typecheck. */
export type SectionTable<M> = Readonly<Record<SelectableLocale, M>>;

/**
 * Each language's messages with the sections joined under their names; a code a section has no
 * row for reads its English.
 */
export function joinSections<T extends object>(
  messages: Readonly<Record<string, T>>,
  sections: ReadonlyArray<readonly [name: string, table: SectionTable<object>]>,
): Readonly<Record<string, T>> {
  return Object.fromEntries(
    Object.entries(messages).map(([locale, texts]) => [
      locale,
      {
        ...texts,
        ...Object.fromEntries(
          sections.map(([name, table]) => [name, table[locale as SelectableLocale] ?? table.en]),
        ),
      },
    ]),
  );
}

/**
 * The section `name` of the page's language, read from the messages that came with the page.
 * The server joins every product's section to every language's messages, so a section is missing
 * only when the root loader itself failed and the page shows the error page. A feature passes no
 * English fallback, so a page's JavaScript carries no language but its own (issue #20); `english`
 * stays for callers that still pass one.
 */
export function useTextSection<M>(name: string, english?: M): M {
  const { i18n } = useTranslation();
  const section: unknown = i18n.getResource(i18n.language, 'translation', name);
  if (typeof section === 'object' && section !== null) return section as M;
  return english ?? ({} as M);
}

/** Fills `{{name}}` placeholders, the interpolation syntax of every locale file. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export type SectionText<M> = (key: keyof M, values?: Readonly<Record<string, string | number>>) => string;

/**
 * The section as a lookup function with placeholders filled; a key missing at run time reads the
 * English fallback if one was passed, else shows the key itself.
 */
export function useSectionText<M extends Readonly<Record<string, string>>>(
  name: string,
  english?: M,
): SectionText<M> {
  const texts = useTextSection(name, english);
  return useCallback(
    (key, values = {}) => fillText(texts[key] ?? english?.[key] ?? String(key), values),
    [texts, english],
  );
}
