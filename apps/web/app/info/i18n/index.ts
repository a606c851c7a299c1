import type { SectionTable } from '../../i18n/text-sections.ts';
import { infoAr } from './ar.ts';
import { infoDe } from './de.ts';
import { type InfoMessages, infoEn } from './en.ts';
import { infoEs } from './es.ts';
import { infoFr } from './fr.ts';
import { infoId } from './id.ts';
import { infoIt } from './it.ts';
import { infoJa } from './ja.ts';
import { infoKo } from './ko.ts';
import { infoNl } from './nl.ts';
import { infoPh } from './ph.ts';
import { infoPl } from './pl.ts';
import { infoPt } from './pt.ts';
import { infoPtPT } from './pt-PT.ts';
import { infoRu } from './ru.ts';
import { infoSv } from './sv.ts';
import { infoTh } from './th.ts';
import { infoTr } from './tr.ts';
import { infoUk } from './uk.ts';
import { infoUz } from './uz.ts';
import { infoVi } from './vi.ts';
import { infoZhCN } from './zh-CN.ts';
import { infoZhTC } from './zh-TC.ts';

// The informational pages' section of every language; regional English reads English and the
// Spanish regions share one table, as the spot section does.
export const INFO_TEXTS: SectionTable<InfoMessages> = {
  en: infoEn,
  asia: infoEn,
  'en-GB': infoEn,
  'en-CA': infoEn,
  'en-IN': infoEn,
  'en-PH': infoEn,
  'en-ZA': infoEn,
  ja: infoJa,
  ru: infoRu,
  es: infoEs,
  'es-ES': infoEs,
  'es-AR': infoEs,
  it: infoIt,
  fr: infoFr,
  de: infoDe,
  'zh-CN': infoZhCN,
  'zh-TC': infoZhTC,
  pt: infoPt,
  'pt-PT': infoPtPT,
  id: infoId,
  pl: infoPl,
  vi: infoVi,
  uk: infoUk,
  uz: infoUz,
  ar: infoAr,
  ph: infoPh,
  nl: infoNl,
  th: infoTh,
  sv: infoSv,
  ko: infoKo,
  tr: infoTr,
};
