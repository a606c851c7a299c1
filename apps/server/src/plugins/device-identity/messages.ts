// Texts of the device-identity answers in every selectable language, looked up by the request's
// language type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8).
import type { DeviceTokenRefusalReason } from '@tideline/protocol/device-token-paths';
import {
  type CatalogueByLocale,
  catalogueFromDirectory,
  fillPlaceholders,
  type MessageParams,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';

export type DeviceMessageKey = DeviceTokenRefusalReason | 'unknownApp' | 'invalidTerminalCode';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const deviceCatalogues: CatalogueByLocale<DeviceMessageKey> = catalogueFromDirectory<DeviceMessageKey>(
  new URL('./messages/', import.meta.url),
);

export function deviceMessage(
  key: DeviceMessageKey,
  languageType: number,
  params: MessageParams = {},
): string {
  return fillPlaceholders(tableForLanguageType(deviceCatalogues, languageType)[key], params);
}
