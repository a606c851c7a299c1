import type { SectionTable } from '../../i18n/text-sections.ts';
import { assetAr } from './ar.ts';
import { assetDe } from './de.ts';
import { type AssetMessages, assetEn } from './en.ts';
import { assetEs } from './es.ts';
import { assetFr } from './fr.ts';
import { assetId } from './id.ts';
import { assetIt } from './it.ts';
import { assetJa } from './ja.ts';
import { assetKo } from './ko.ts';
import { assetNl } from './nl.ts';
import { assetPh } from './ph.ts';
import { assetPl } from './pl.ts';
import { assetPt } from './pt.ts';
import { assetPtPT } from './pt-PT.ts';
import { assetRu } from './ru.ts';
import { assetSv } from './sv.ts';
import { assetTh } from './th.ts';
import { assetTr } from './tr.ts';
import { assetUk } from './uk.ts';
import { assetUz } from './uz.ts';
import { assetVi } from './vi.ts';
import { assetZhCN } from './zh-CN.ts';
import { assetZhTC } from './zh-TC.ts';

// The asset section of every language (asset and record pages), joined to each locale's
// messages through its product manifest's `texts`.

export const ASSET_TEXTS: SectionTable<AssetMessages> = {
  en: assetEn,
  asia: assetEn,
  'en-GB': assetEn,
  'en-CA': assetEn,
  'en-IN': assetEn,
  'en-PH': assetEn,
  'en-ZA': assetEn,
  ja: assetJa,
  ru: assetRu,
  es: assetEs,
  'es-ES': assetEs,
  'es-AR': assetEs,
  it: assetIt,
  fr: assetFr,
  de: assetDe,
  'zh-CN': assetZhCN,
  'zh-TC': assetZhTC,
  pt: assetPt,
  'pt-PT': assetPtPT,
  id: assetId,
  pl: assetPl,
  vi: assetVi,
  uk: assetUk,
  uz: assetUz,
  ar: assetAr,
  ph: assetPh,
  nl: assetNl,
  th: assetTh,
  sv: assetSv,
  ko: assetKo,
  tr: assetTr,
};
