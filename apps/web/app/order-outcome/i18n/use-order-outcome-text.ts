import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type OrderOutcomeMessages = typeof en;

export type OrderOutcomeText = SectionText<OrderOutcomeMessages>;

/** The order-outcome texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useOrderOutcomeText(): OrderOutcomeText {
  return useSectionText<OrderOutcomeMessages>('orderOutcome');
}
