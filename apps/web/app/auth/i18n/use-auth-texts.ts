import { useTextSection } from '../../i18n/text-sections.ts';
import type en from './en.json';

export { fillText } from '../../i18n/text-sections.ts';

export type AuthMessages = typeof en;

/** The auth texts of the page's language, as one typed section (see `i18n/text-sections.ts`). */
export function useAuthTexts(): AuthMessages {
  return useTextSection<AuthMessages>('auth');
}
