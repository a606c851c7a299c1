// Server side: the auth section of every language, joined to each locale's messages through its product manifest's
// `texts` so it travels with the page's texts and the missing-key test covers it.
import type { SectionTable } from '../../i18n/text-sections.ts';
import { authAr } from './ar.ts';
import { authDe } from './de.ts';
import { type AuthMessages, authEn } from './en.ts';
import { authEs } from './es.ts';
import { authEsAR } from './es-AR.ts';
import { authFr } from './fr.ts';
import { authId } from './id.ts';
import { authIt } from './it.ts';
import { authJa } from './ja.ts';
import { authKo } from './ko.ts';
import { authNl } from './nl.ts';
import { authPh } from './ph.ts';
import { authPl } from './pl.ts';
import { authPt } from './pt.ts';
import { authPtPT } from './pt-PT.ts';
import { authRu } from './ru.ts';
import { authSv } from './sv.ts';
import { authTh } from './th.ts';
import { authTr } from './tr.ts';
import { authUk } from './uk.ts';
import { authUz } from './uz.ts';
import { authVi } from './vi.ts';
import { authZhCN } from './zh-CN.ts';
import { authZhTC } from './zh-TC.ts';

export const AUTH_TEXTS: SectionTable<AuthMessages> = {
  en: authEn,
  asia: authEn,
  'en-GB': authEn,
  'en-CA': authEn,
  'en-IN': authEn,
  'en-PH': authEn,
  'en-ZA': authEn,
  ja: authJa,
  ru: authRu,
  es: authEs,
  'es-ES': authEs,
  'es-AR': authEsAR,
  it: authIt,
  fr: authFr,
  de: authDe,
  'zh-CN': authZhCN,
  'zh-TC': authZhTC,
  pt: authPt,
  'pt-PT': authPtPT,
  id: authId,
  pl: authPl,
  vi: authVi,
  uk: authUk,
  uz: authUz,
  ar: authAr,
  ph: authPh,
  nl: authNl,
  th: authTh,
  sv: authSv,
  ko: authKo,
  tr: authTr,
};
