// Texts of the passkey answers in every selectable language, looked up by the request's language
// type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';

export type Fido2MessageKey =
  | 'challengeInvalid'
  | 'registrationFailed'
  | 'credentialExists'
  | 'credentialNotFound'
  | 'passkeyNotOffered'
  | 'assertionFailed'
  | 'passkeyLimit';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const fido2Catalogues: CatalogueByLocale<Fido2MessageKey> = catalogueFromDirectory<Fido2MessageKey>(
  new URL('./messages/', import.meta.url),
);

export function fido2Message(key: Fido2MessageKey, languageType: number): string {
  return tableForLanguageType(fido2Catalogues, languageType)[key];
}
