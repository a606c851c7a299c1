import type { SectionTable } from '../../i18n/text-sections.ts';
import { orderOutcomeAr } from './ar.ts';
import { orderOutcomeDe } from './de.ts';
import { type OrderOutcomeMessages, orderOutcomeEn } from './en.ts';
import { orderOutcomeEs } from './es.ts';
import { orderOutcomeFr } from './fr.ts';
import { orderOutcomeId } from './id.ts';
import { orderOutcomeIt } from './it.ts';
import { orderOutcomeJa } from './ja.ts';
import { orderOutcomeKo } from './ko.ts';
import { orderOutcomeNl } from './nl.ts';
import { orderOutcomePh } from './ph.ts';
import { orderOutcomePl } from './pl.ts';
import { orderOutcomePt } from './pt.ts';
import { orderOutcomePtPT } from './pt-PT.ts';
import { orderOutcomeRu } from './ru.ts';
import { orderOutcomeSv } from './sv.ts';
import { orderOutcomeTh } from './th.ts';
import { orderOutcomeTr } from './tr.ts';
import { orderOutcomeUk } from './uk.ts';
import { orderOutcomeUz } from './uz.ts';
import { orderOutcomeVi } from './vi.ts';
import { orderOutcomeZhCN } from './zh-CN.ts';
import { orderOutcomeZhTC } from './zh-TC.ts';

// The order-outcome section of every language, joined to each locale's messages through its product manifest's
// `texts` so it travels with the page's texts and the missing-key test covers it.

export const ORDER_OUTCOME_TEXTS: SectionTable<OrderOutcomeMessages> = {
  en: orderOutcomeEn,
  asia: orderOutcomeEn,
  'en-GB': orderOutcomeEn,
  'en-CA': orderOutcomeEn,
  'en-IN': orderOutcomeEn,
  'en-PH': orderOutcomeEn,
  'en-ZA': orderOutcomeEn,
  ja: orderOutcomeJa,
  ru: orderOutcomeRu,
  es: orderOutcomeEs,
  'es-ES': orderOutcomeEs,
  'es-AR': orderOutcomeEs,
  it: orderOutcomeIt,
  fr: orderOutcomeFr,
  de: orderOutcomeDe,
  'zh-CN': orderOutcomeZhCN,
  'zh-TC': orderOutcomeZhTC,
  pt: orderOutcomePt,
  'pt-PT': orderOutcomePtPT,
  id: orderOutcomeId,
  pl: orderOutcomePl,
  vi: orderOutcomeVi,
  uk: orderOutcomeUk,
  uz: orderOutcomeUz,
  ar: orderOutcomeAr,
  ph: orderOutcomePh,
  nl: orderOutcomeNl,
  th: orderOutcomeTh,
  sv: orderOutcomeSv,
  ko: orderOutcomeKo,
  tr: orderOutcomeTr,
};
