import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import en from './en.json';

export type Web3Messages = typeof en;
export type Web3Text = SectionText<Web3Messages>;

/** The web3 wallet pages' texts in the page's language. */
export function useWeb3Text(): Web3Text {
  return useSectionText<Web3Messages>('web3', en);
}
