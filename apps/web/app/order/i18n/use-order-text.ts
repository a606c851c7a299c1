import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type OrderMessages = typeof en;

export type OrderText = SectionText<OrderMessages>;

/** The order centre's texts in the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useOrderText(): OrderText {
  return useSectionText<OrderMessages>('order');
}
