// Texts of the referral programme's refusals in every selectable language, looked up by the
// request's language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
// Keys are the result codes of docs/protocol-referral.md §5.
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';

export type ReferralMessageKey =
  | '37001'
  | '37002'
  | '37003'
  | '37004'
  | '37005'
  | '37006'
  | '37007'
  | '37008';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const referralCatalogues: CatalogueByLocale<ReferralMessageKey> =
  catalogueFromDirectory<ReferralMessageKey>(new URL('./messages/', import.meta.url));

export function referralMessage(key: ReferralMessageKey, languageType: number): string {
  return tableForLanguageType(referralCatalogues, languageType)[key];
}
