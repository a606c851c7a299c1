import type { ProductManifest } from '../../product-manifest.ts';
import { PRODUCTS } from '../../products.ts';
import { sectionTable } from '../json-section.ts';
import { joinSections } from '../text-sections.ts';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import enCA from './en-CA.json';
import enGB from './en-GB.json';
import enIN from './en-IN.json';
import enZA from './en-ZA.json';
import es from './es.json';
import esAR from './es-AR.json';
import esES from './es-ES.json';
import fr from './fr.json';
import id from './id.json';
import it from './it.json';
import ja from './ja.json';
import ko from './ko.json';
import type { Messages } from './messages.ts';
import nl from './nl.json';
import ph from './ph.json';
import pl from './pl.json';
import pt from './pt.json';
import ptPT from './pt-PT.json';
import ru from './ru.json';
import sv from './sv.json';
import th from './th.json';
import tr from './tr.json';
import uk from './uk.json';
import uz from './uz.json';
import vi from './vi.json';
import zhCN from './zh-CN.json';
import zhTC from './zh-TC.json';

/**
 * The shell's texts of the 31 languages: 22 translations, and the regional variants as their base
 * language with the few words each says differently (asia and en-PH have none: they read English).
 */
const SHELL_MESSAGES = sectionTable<Messages>(
  {
    en,
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
    uz,
    ar,
    ph,
    nl,
    th,
    sv,
    ko,
    tr,
  },
  {
    'en-GB': enGB,
    'en-CA': enCA,
    'en-IN': enIN,
    'en-ZA': enZA,
    'es-ES': esES,
    'es-AR': esAR,
    'pt-PT': ptPT,
  },
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
