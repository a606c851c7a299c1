// Texts of the markets refusals in every selectable language, looked up by the request's language
// type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8). Keys are the result
// codes of docs/protocol-markets.md.
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';

export type MarketsMessageKey =
  | '30001'
  | '30002'
  | '30003'
  | '30004'
  | '30005'
  | '30006'
  | '30007'
  | '30008'
  | '30009'
  | '30010'
  | '30011'
  | '30012'
  | '30013'
  | '30014'
  | '30015'
  | '30016'
  | '30017';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const marketsCatalogues: CatalogueByLocale<MarketsMessageKey> =
  catalogueFromDirectory<MarketsMessageKey>(new URL('./messages/', import.meta.url));

export function marketsMessage(key: MarketsMessageKey, languageType: number): string {
  return tableForLanguageType(marketsCatalogues, languageType)[key];
}
