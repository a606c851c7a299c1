import type { ProductManifest } from '../../product-manifest.ts';
import { PRODUCTS } from '../../products.ts';
import { joinSections } from '../text-sections.ts';
import { ar } from './ar.ts';
import { asia } from './asia.ts';
import { de } from './de.ts';
import { en, type Messages } from './en.ts';
import { enCA } from './en-CA.ts';
import { enGB } from './en-GB.ts';
import { enIN } from './en-IN.ts';
import { enPH } from './en-PH.ts';
import { enZA } from './en-ZA.ts';
import { es } from './es.ts';
import { esAR } from './es-AR.ts';
import { esES } from './es-ES.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { nl } from './nl.ts';
import { ph } from './ph.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ptPT } from './pt-PT.ts';
import { ru } from './ru.ts';
import { sv } from './sv.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { uk } from './uk.ts';
import { uz } from './uz.ts';
import { vi } from './vi.ts';
import { zhCN } from './zh-CN.ts';
import { zhTC } from './zh-TC.ts';

const SHELL_MESSAGES: Readonly<Record<string, Messages>> = {
  en,
  asia,
  'en-GB': enGB,
  ja,
  ru,
  es,
  it,
  fr,
  de,
  'zh-CN': zhCN,
  'zh-TC': zhTC,
  pt,
  id,
  pl,
  vi,
  uk,
  'pt-PT': ptPT,
  'es-ES': esES,
  uz,
  ar,
  ph,
  'es-AR': esAR,
  'en-CA': enCA,
  'en-IN': enIN,
  'en-PH': enPH,
  'en-ZA': enZA,
  nl,
  th,
  sv,
  ko,
  tr,
};

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
