// Texts of refused input in every selectable language (spec §3, §8): the format hints that name
// what a field must look like, and the refusals of the /ws socket's client messages. A schema
// refers to a hint by its key (platform/validation-message.ts), so no English text is fixed in it.

import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  fillPlaceholders,
  type MessageParams,
  tableForLanguageType,
} from './localised-catalogue.ts';
import type en from './validation/en.json';

export type ValidationTextKey = keyof typeof en;
export type FormatHintKey = Extract<ValidationTextKey, `hint.${string}`>;
/** One JSON file per language in `validation/`; a regional file holds only the texts it words differently. */
export const validationCatalogues: CatalogueByLocale<ValidationTextKey> =
  catalogueFromDirectory<ValidationTextKey>(new URL('./validation/', import.meta.url));

/** A refusal text in the language of `languageType` (§7); `bg` and unknown types read English (§8). */
export function validationText(
  key: ValidationTextKey,
  languageType: number,
  params: MessageParams = {},
): string {
  return fillPlaceholders(tableForLanguageType(validationCatalogues, languageType)[key], params);
}
