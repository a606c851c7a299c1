import { withAccountTexts } from '../../account/i18n/index.ts';
import { withAssetTexts } from '../../asset/i18n/index.ts';
import { withAuthTexts } from '../../auth/i18n/index.ts';
import { withFuturesTexts } from '../../futures/i18n/index.ts';
import { withInfoTexts } from '../../info/i18n/index.ts';
import { withMarketsTexts } from '../../markets/i18n/index.ts';
import { withOrderTexts } from '../../order/i18n/index.ts';
import { withOrderOutcomeTexts } from '../../order-outcome/i18n/index.ts';
import { withSpotTexts } from '../../spot/i18n/index.ts';
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

// Each feature's section of texts (`<feature>/i18n/`), joined to every language. Add a feature here.
const FEATURE_SECTIONS = [
  withAccountTexts,
  withAssetTexts,
  withAuthTexts,
  withFuturesTexts,
  withInfoTexts,
  withMarketsTexts,
  withOrderTexts,
  withOrderOutcomeTexts,
  withSpotTexts,
] as const;

/** Interface texts of the 31 languages, keyed by locale code. `bg` has none: it reads English. */
export const LOCALE_MESSAGES: Readonly<Record<string, Messages>> = FEATURE_SECTIONS.reduce<
  Readonly<Record<string, Messages>>
>((messages, addSection) => addSection(messages), SHELL_MESSAGES);
