import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import { type OrderMessages, orderEn } from './en.ts';

export type OrderText = SectionText<OrderMessages>;

/** The order centre's texts in the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useOrderText(): OrderText {
  return useSectionText('order', orderEn);
}
