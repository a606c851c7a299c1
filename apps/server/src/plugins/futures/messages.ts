// Texts of the futures refusals in every selectable language, looked up by the request's language
// type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8). Keys are the result
// codes of docs/protocol-futures.md §6.
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';

export type FuturesMessageKey =
  | '31001'
  | '31002'
  | '31003'
  | '31004'
  | '31006'
  | '31007'
  | '31008'
  | '31009'
  | '31010'
  | '31011'
  | '31012'
  | '31013'
  | '31014'
  | '31015'
  | '31016'
  | '31017'
  | '31018'
  | '31019'
  | '31020'
  | '31021'
  | '31022';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const futuresCatalogues: CatalogueByLocale<FuturesMessageKey> =
  catalogueFromDirectory<FuturesMessageKey>(new URL('./messages/', import.meta.url));

export function futuresMessage(key: FuturesMessageKey, languageType: number): string {
  return tableForLanguageType(futuresCatalogues, languageType)[key];
}
