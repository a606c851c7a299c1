// Texts of earn's refusals in every selectable language, looked up by the request's language type
// (spec §3 numbers, §7); `bg` and unknown types answer in English (§8). Keys are the result codes of
// docs/protocol-earn.md §4.
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';
import type { EarnCodeValue } from './codes.ts';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const earnCatalogues: CatalogueByLocale<EarnCodeValue> = catalogueFromDirectory<EarnCodeValue>(
  new URL('./messages/', import.meta.url),
);

export function earnMessage(code: EarnCodeValue, languageType: number): string {
  return tableForLanguageType(earnCatalogues, languageType)[code];
}
