// Texts of the gateway security answers in every selectable language, looked up by the request's
// language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../i18n/localised-catalogue.ts';

export type SecurityMessageKey =
  | 'success'
  | 'sign00020'
  | 'sign00021'
  | 'sign00022'
  | 'sign00023'
  | 'decryptFailed'
  | 'captchaRequired'
  | 'captchaFailed'
  | 'captchaExpired';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const securityCatalogues: CatalogueByLocale<SecurityMessageKey> =
  catalogueFromDirectory<SecurityMessageKey>(new URL('./messages/', import.meta.url));

export function securityMessage(key: SecurityMessageKey, languageType: number): string {
  return tableForLanguageType(securityCatalogues, languageType)[key];
}
