import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type SpotMessages, spotEn } from './en.ts';

export type SpotText = (
  key: keyof SpotMessages,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The spot texts of the page's language, as a typed lookup. They travel inside the page's messages
 * under `spot` (merged in `i18n/locales/index.ts`), outside the shell's typed `t()` keys.
 */
export function useSpotText(): SpotText {
  const { i18n } = useTranslation();
  const section: unknown = i18n.getResource(i18n.language, 'translation', 'spot');
  const texts = typeof section === 'object' && section !== null ? (section as SpotMessages) : spotEn;
  return useCallback(
    (key, values = {}) =>
      (texts[key] ?? spotEn[key]).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    [texts],
  );
}
