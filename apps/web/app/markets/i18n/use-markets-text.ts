import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type MarketsMessages = typeof en;

export type MarketsText = SectionText<MarketsMessages>;

/** The markets page's texts in the page's language (see `i18n/text-sections.ts`). */
export function useMarketsText(): MarketsText {
  return useSectionText<MarketsMessages>('markets');
}
