import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import { type AccountMessages, accountEn } from './en.ts';

export type AccountText = SectionText<AccountMessages>;

/** The account texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useAccountText(): AccountText {
  return useSectionText('account', accountEn);
}
