import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type AccountMessages = typeof en;

export type AccountText = SectionText<AccountMessages>;

/** The account texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useAccountText(): AccountText {
  return useSectionText<AccountMessages>('account');
}
