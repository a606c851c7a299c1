import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type MarginMessages = typeof en;
export type MarginText = SectionText<MarginMessages>;

/** The margin pages' texts in the page's language. */
export function useMarginText(): MarginText {
  return useSectionText<MarginMessages>('margin');
}
