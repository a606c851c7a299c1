import type { SectionTable } from '../../i18n/text-sections.ts';
import { marketsAr } from './ar.ts';
import { marketsDe } from './de.ts';
import { type MarketsMessages, marketsEn } from './en.ts';
import { marketsEs } from './es.ts';
import { marketsFr } from './fr.ts';
import { marketsId } from './id.ts';
import { marketsIt } from './it.ts';
import { marketsJa } from './ja.ts';
import { marketsKo } from './ko.ts';
import { marketsNl } from './nl.ts';
import { marketsPh } from './ph.ts';
import { marketsPl } from './pl.ts';
import { marketsPt } from './pt.ts';
import { marketsPtPT } from './pt-PT.ts';
import { marketsRu } from './ru.ts';
import { marketsSv } from './sv.ts';
import { marketsTh } from './th.ts';
import { marketsTr } from './tr.ts';
import { marketsUk } from './uk.ts';
import { marketsUz } from './uz.ts';
import { marketsVi } from './vi.ts';
import { marketsZhCN } from './zh-CN.ts';
import { marketsZhTC } from './zh-TC.ts';

// The markets page's section of every language; regional English reads English and the
// Spanish regions share one table, as the spot section does.
export const MARKETS_TEXTS: SectionTable<MarketsMessages> = {
  en: marketsEn,
  asia: marketsEn,
  'en-GB': marketsEn,
  'en-CA': marketsEn,
  'en-IN': marketsEn,
  'en-PH': marketsEn,
  'en-ZA': marketsEn,
  ja: marketsJa,
  ru: marketsRu,
  es: marketsEs,
  'es-ES': marketsEs,
  'es-AR': marketsEs,
  it: marketsIt,
  fr: marketsFr,
  de: marketsDe,
  'zh-CN': marketsZhCN,
  'zh-TC': marketsZhTC,
  pt: marketsPt,
  'pt-PT': marketsPtPT,
  id: marketsId,
  pl: marketsPl,
  vi: marketsVi,
  uk: marketsUk,
  uz: marketsUz,
  ar: marketsAr,
  ph: marketsPh,
  nl: marketsNl,
  th: marketsTh,
  sv: marketsSv,
  ko: marketsKo,
  tr: marketsTr,
};
