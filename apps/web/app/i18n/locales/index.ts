import type { ProductManifest } from '../../product-manifest.ts';
import { PRODUCTS } from '../../products.ts';
import { sectionFromFiles } from '../json-section.ts';
import { joinSections } from '../text-sections.ts';
import type { Messages } from './messages.ts';

/**
 * The shell's texts of the 31 languages, one JSON file per language in this folder: 22
 * translations, and the regional variants as their base language with the few words each says
 * differently (asia and en-PH have no file: they read English).
 */
const SHELL_MESSAGES = sectionFromFiles<Messages>(
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
);

/** The shell's texts of the 31 languages with these products' text sections (their `texts`) joined. */
export async function localeMessagesOf(
  products: readonly Pick<ProductManifest, 'texts'>[],
): Promise<Readonly<Record<string, Messages>>> {
  const sections = await Promise.all(
    products
      .flatMap((product) => Object.entries(product.texts))
      .map(async ([name, load]) => [name, await load()] as const),
  );
  return joinSections(SHELL_MESSAGES, sections);
}

let loaded: Promise<Readonly<Record<string, Messages>>> | undefined;

/** Interface texts of the 31 languages, keyed by locale code, loaded once. `bg` has none: it reads English. */
export function loadLocaleMessages(): Promise<Readonly<Record<string, Messages>>> {
  loaded ??= localeMessagesOf(PRODUCTS);
  return loaded;
}
