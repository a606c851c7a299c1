import ar from './texts/ar.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import id from './texts/id.json';
import it from './texts/it.json';
import ja from './texts/ja.json';
import ko from './texts/ko.json';
import nl from './texts/nl.json';
import ph from './texts/ph.json';
import pl from './texts/pl.json';
import pt from './texts/pt.json';
import ru from './texts/ru.json';
import sv from './texts/sv.json';
import th from './texts/th.json';
import tr from './texts/tr.json';
import uk from './texts/uk.json';
import uz from './texts/uz.json';
import vi from './texts/vi.json';
import zhCN from './texts/zh-CN.json';
import zhTC from './texts/zh-TC.json';

/** Every text the widget set shows. Spec §8 gives the keys (zh-CN); the rest are written here. */
export interface WidgetTexts {
  confirm: string;
  cancel: string;
  clear: string;
  now: string;
  today: string;
  selectDate: string;
  selectTime: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  selectYear: string;
  selectMonth: string;
  week: string;
  prevYear: string;
  nextYear: string;
  prevMonth: string;
  nextMonth: string;
  noData: string;
  noMatch: string;
  loading: string;
  placeholder: string;
  /** `{total}` is replaced by the row count. */
  paginationTotal: string;
  /** `{size}` is replaced by the page size. */
  pageSize: string;
  goto: string;
  imageError: string;
  qrExpired: string;
  qrRefresh: string;
  messageBoxTitle: string;
  promptError: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  rotateLeft: string;
  rotateRight: string;
  prevImage: string;
  nextImage: string;
  prevPage: string;
  nextPage: string;
  pagination: string;
  expand: string;
  collapse: string;
  /** The number field's stepper buttons. */
  increase: string;
  decrease: string;
}

export type WidgetTextKey = keyof WidgetTexts;

/** English, the texts of a widget without a provider and of an unknown locale (spec §8). */
export const EN_TEXTS: WidgetTexts = en;

/**
 * Texts per base language, one JSON file each in `texts/`; regional variants resolve to these in
 * `locale-info.ts`. Typing each entry as `WidgetTexts` makes a missing key a typecheck error.
 */
export const TEXTS_BY_LANGUAGE: Readonly<Record<string, WidgetTexts>> = {
  en,
  'zh-CN': zhCN,
  'zh-TC': zhTC,
  ja,
  ko,
  ru,
  uk,
  es,
  pt,
  fr,
  de,
  it,
  id,
  pl,
  vi,
  uz,
  ar,
  ph,
  nl,
  th,
  sv,
  tr,
};
