import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import en from './en.json';

export type P2pMessages = typeof en;
export type P2pText = SectionText<P2pMessages>;

/** The P2P pages' texts in the page's language. */
export function useP2pText(): P2pText {
  return useSectionText<P2pMessages>('p2p', en);
}
