// Texts of the informational endpoints' refusals in every selectable language, looked up by the
// request's language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
// Keys are the result codes of docs/protocol.md, "Informational pages".
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';

export type InfoMessageKey = '33001' | '33002';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const infoCatalogues: CatalogueByLocale<InfoMessageKey> = catalogueFromDirectory<InfoMessageKey>(
  new URL('./messages/', import.meta.url),
);

export function infoMessage(key: InfoMessageKey, languageType: number): string {
  return tableForLanguageType(infoCatalogues, languageType)[key];
}
