import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import en from './en.json';

export type CopyMessages = typeof en;
export type CopyText = SectionText<CopyMessages>;

/** The copy-trading pages' texts in the page's language. */
export function useCopyText(): CopyText {
  return useSectionText<CopyMessages>('copyTrading', en);
}
