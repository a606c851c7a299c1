import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type InfoMessages = typeof en;

export type InfoText = SectionText<InfoMessages>;

/** The informational pages' texts in the page's language (see `i18n/text-sections.ts`). */
export function useInfoText(): InfoText {
  return useSectionText<InfoMessages>('info');
}
