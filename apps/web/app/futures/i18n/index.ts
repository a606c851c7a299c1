import type { SectionTable } from '../../i18n/text-sections.ts';
import { futuresAr } from './ar.ts';
import { futuresDe } from './de.ts';
import { type FuturesMessages, futuresEn } from './en.ts';
import { futuresEs } from './es.ts';
import { futuresFr } from './fr.ts';
import { futuresId } from './id.ts';
import { futuresIt } from './it.ts';
import { futuresJa } from './ja.ts';
import { futuresKo } from './ko.ts';
import { futuresNl } from './nl.ts';
import { futuresPh } from './ph.ts';
import { futuresPl } from './pl.ts';
import { futuresPt } from './pt.ts';
import { futuresPtPT } from './pt-PT.ts';
import { futuresRu } from './ru.ts';
import { futuresSv } from './sv.ts';
import { futuresTh } from './th.ts';
import { futuresTr } from './tr.ts';
import { futuresUk } from './uk.ts';
import { futuresUz } from './uz.ts';
import { futuresVi } from './vi.ts';
import { futuresZhCN } from './zh-CN.ts';
import { futuresZhTC } from './zh-TC.ts';

// The futures section of every language, joined to each locale's messages through its manifest's `texts`.
// Regional English and Spanish variants share their language's table.

export const FUTURES_TEXTS: SectionTable<FuturesMessages> = {
  en: futuresEn,
  asia: futuresEn,
  'en-GB': futuresEn,
  'en-CA': futuresEn,
  'en-IN': futuresEn,
  'en-PH': futuresEn,
  'en-ZA': futuresEn,
  ja: futuresJa,
  ru: futuresRu,
  es: futuresEs,
  'es-ES': futuresEs,
  'es-AR': futuresEs,
  it: futuresIt,
  fr: futuresFr,
  de: futuresDe,
  'zh-CN': futuresZhCN,
  'zh-TC': futuresZhTC,
  pt: futuresPt,
  'pt-PT': futuresPtPT,
  id: futuresId,
  pl: futuresPl,
  vi: futuresVi,
  uk: futuresUk,
  uz: futuresUz,
  ar: futuresAr,
  ph: futuresPh,
  nl: futuresNl,
  th: futuresTh,
  sv: futuresSv,
  ko: futuresKo,
  tr: futuresTr,
};
