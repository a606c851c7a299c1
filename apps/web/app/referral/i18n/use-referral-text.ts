import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type ReferralMessages = typeof en;
export type ReferralText = SectionText<ReferralMessages>;

/** The referral pages' texts in the page's language. */
export function useReferralText(): ReferralText {
  return useSectionText<ReferralMessages>('referral');
}
