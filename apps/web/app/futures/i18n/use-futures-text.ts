import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type FuturesMessages = typeof en;

export type FuturesText = SectionText<FuturesMessages>;

/** The futures texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useFuturesText(): FuturesText {
  return useSectionText<FuturesMessages>('futures');
}
