import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type RedPacketMessages = typeof en;
export type RedPacketText = SectionText<RedPacketMessages>;

/** The red packet pages' texts in the page's language. */
export function useRedPacketText(): RedPacketText {
  return useSectionText<RedPacketMessages>('redPacket');
}
