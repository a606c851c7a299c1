import { type CatalogueByLocale, catalogueFromFiles } from './localised-catalogue.ts';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import esAR from './messages/es-AR.json';
import esES from './messages/es-ES.json';
import fr from './messages/fr.json';
import id from './messages/id.json';
import it from './messages/it.json';
import ja from './messages/ja.json';
import ko from './messages/ko.json';
import nl from './messages/nl.json';
import ph from './messages/ph.json';
import pl from './messages/pl.json';
import pt from './messages/pt.json';
import ptPT from './messages/pt-PT.json';
import ru from './messages/ru.json';
import sv from './messages/sv.json';
import th from './messages/th.json';
import tr from './messages/tr.json';
import uk from './messages/uk.json';
import uz from './messages/uz.json';
import vi from './messages/vi.json';
import zhCN from './messages/zh-CN.json';
import zhTC from './messages/zh-TC.json';

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
export const serverCatalogues: CatalogueByLocale<CatalogueKey> = catalogueFromFiles<CatalogueKey>(
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
  { 'es-ES': esES, 'es-AR': esAR, 'pt-PT': ptPT },
);
