import { sectionTable } from '../../i18n/json-section.ts';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import id from './id.json';
import it from './it.json';
import ja from './ja.json';
import ko from './ko.json';
import nl from './nl.json';
import ph from './ph.json';
import pl from './pl.json';
import pt from './pt.json';
import ru from './ru.json';
import sv from './sv.json';
import th from './th.json';
import tr from './tr.json';
import uk from './uk.json';
import uz from './uz.json';
import vi from './vi.json';
import zhCN from './zh-CN.json';
import zhTC from './zh-TC.json';

/** The copy-trading pages' texts in the 31 languages (JSON per language). */
export const COPY_TRADING_TEXTS = sectionTable<typeof en>({
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
});
