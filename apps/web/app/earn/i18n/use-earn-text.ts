import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type EarnMessages = typeof en;
export type EarnText = SectionText<EarnMessages>;

/** The earn pages' texts in the page's language. */
export function useEarnText(): EarnText {
  return useSectionText<EarnMessages>('earn');
}
