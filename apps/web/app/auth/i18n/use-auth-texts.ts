import { useTextSection } from '../../i18n/text-sections.ts';
import { type AuthMessages, authEn } from './en.ts';

export { fillText } from '../../i18n/text-sections.ts';

/** The auth texts of the page's language, as one typed section (see `i18n/text-sections.ts`). */
export function useAuthTexts(): AuthMessages {
  return useTextSection('auth', authEn);
}
