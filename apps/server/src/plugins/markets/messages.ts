// Texts of the markets refusals in every selectable language, looked up by the request's language
// type (spec §3 numbers, §7); `bg` and unknown types answer in English (§8). Keys are the result
// codes of docs/protocol-markets.md.
import {
  type CatalogueByLocale,
  catalogueFromFiles,
  tableForLanguageType,
} from '../../i18n/localised-catalogue.ts';
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

export type MarketsMessageKey =
  | '30001'
  | '30002'
  | '30003'
  | '30004'
  | '30005'
  | '30006'
  | '30007'
  | '30008'
  | '30009'
  | '30010'
  | '30011'
  | '30012'
  | '30013'
  | '30014';

/** One JSON file per language in `messages/`; a regional file holds only the texts it words differently. */
export const marketsCatalogues: CatalogueByLocale<MarketsMessageKey> = catalogueFromFiles<MarketsMessageKey>(
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

export function marketsMessage(key: MarketsMessageKey, languageType: number): string {
  return tableForLanguageType(marketsCatalogues, languageType)[key];
}
