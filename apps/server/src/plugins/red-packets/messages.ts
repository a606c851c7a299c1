// Texts of the red packet refusals in every selectable language, looked up by the request's
// language type (spec §3, §7); `bg` and unknown types answer in English (§8). Keys are the
// result codes of codes.ts (docs/protocol-red-packets.md).
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';
import type { RedPacketCodeValue } from './codes.ts';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const redPacketCatalogues: CatalogueByLocale<RedPacketCodeValue> =
  catalogueFromDirectory<RedPacketCodeValue>(new URL('./messages/', import.meta.url));

export function redPacketMessage(code: RedPacketCodeValue, languageType: number): string {
  return tableForLanguageType(redPacketCatalogues, languageType)[code];
}
