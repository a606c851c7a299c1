import type { SectionTable } from '../../i18n/text-sections.ts';
import { spotAr } from './ar.ts';
import { spotDe } from './de.ts';
import { type SpotMessages, spotEn } from './en.ts';
import { spotEs } from './es.ts';
import { spotFr } from './fr.ts';
import { spotId } from './id.ts';
import { spotIt } from './it.ts';
import { spotJa } from './ja.ts';
import { spotKo } from './ko.ts';
import { spotNl } from './nl.ts';
import { spotPh } from './ph.ts';
import { spotPl } from './pl.ts';
import { spotPt } from './pt.ts';
import { spotPtPT } from './pt-PT.ts';
import { spotRu } from './ru.ts';
import { spotSv } from './sv.ts';
import { spotTh } from './th.ts';
import { spotTr } from './tr.ts';
import { spotUk } from './uk.ts';
import { spotUz } from './uz.ts';
import { spotVi } from './vi.ts';
import { spotZhCN } from './zh-CN.ts';
import { spotZhTC } from './zh-TC.ts';

// The spot section of every language, joined to each locale's messages through its product manifest's
// `texts` so it travels with the page's texts and the missing-key test covers it.

export const SPOT_TEXTS: SectionTable<SpotMessages> = {
  en: spotEn,
  asia: spotEn,
  'en-GB': spotEn,
  'en-CA': spotEn,
  'en-IN': spotEn,
  'en-PH': spotEn,
  'en-ZA': spotEn,
  ja: spotJa,
  ru: spotRu,
  es: spotEs,
  'es-ES': spotEs,
  'es-AR': spotEs,
  it: spotIt,
  fr: spotFr,
  de: spotDe,
  'zh-CN': spotZhCN,
  'zh-TC': spotZhTC,
  pt: spotPt,
  'pt-PT': spotPtPT,
  id: spotId,
  pl: spotPl,
  vi: spotVi,
  uk: spotUk,
  uz: spotUz,
  ar: spotAr,
  ph: spotPh,
  nl: spotNl,
  th: spotTh,
  sv: spotSv,
  ko: spotKo,
  tr: spotTr,
};
