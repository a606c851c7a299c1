import { type SectionText, useSectionText } from '../../../i18n/text-sections.ts';
import type en from './en.json';

export type MarketMessages = typeof en;

/** The market widgets' texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useMarketText(): SectionText<MarketMessages> {
  return useSectionText<MarketMessages>('tradingMarket');
}
