import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type SpotMessages = typeof en;

export type SpotText = SectionText<SpotMessages>;

/** The spot texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useSpotText(): SpotText {
  return useSectionText<SpotMessages>('spot');
}
