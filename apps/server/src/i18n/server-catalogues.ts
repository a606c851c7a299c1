import { type CatalogueByLocale, catalogueFromDirectory } from './localised-catalogue.ts';
import type en from './messages/en.json';

/**
 * The server's own keys: those of the English file, the reference every other language translates
 * and falls back to. The spec's own request messages (§8) are not here: @tideline/protocol owns
 * them in every language.
 */
export type CatalogueKey = keyof typeof en;
export type ServerCatalogue = Readonly<Record<CatalogueKey, string>>;

/**
 * The server's own texts in every selectable language, one JSON file each in `messages/`;
 * regional English variants read English, and es-ES, es-AR and pt-PT files hold only what they
 * word differently from Spanish or Portuguese.
 */
export const serverCatalogues: CatalogueByLocale<CatalogueKey> = catalogueFromDirectory<CatalogueKey>(
  new URL('./messages/', import.meta.url),
);
