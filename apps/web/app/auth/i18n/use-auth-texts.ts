import { useTranslation } from 'react-i18next';
import { type AuthMessages, authEn } from './en.ts';

/**
 * The auth texts of the page's language. They travel inside the page's messages under `auth`
 * (merged in `i18n/locales/index.ts`), outside the shell's typed keys, so they are read as a
 * typed section here rather than through `t()`.
 */
export function useAuthTexts(): AuthMessages {
  const { i18n } = useTranslation();
  const section: unknown = i18n.getResource(i18n.language, 'translation', 'auth');
  return typeof section === 'object' && section !== null ? (section as AuthMessages) : authEn;
}

/** Fills `{{name}}` placeholders, the interpolation syntax of every locale file. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
