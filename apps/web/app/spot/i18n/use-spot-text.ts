import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import { type SpotMessages, spotEn } from './en.ts';

export type SpotText = SectionText<SpotMessages>;

/** The spot texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useSpotText(): SpotText {
  return useSectionText('spot', spotEn);
}
