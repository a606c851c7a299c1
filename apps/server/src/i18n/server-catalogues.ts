import { ar } from './ar.ts';
import { de } from './de.ts';
import { type CatalogueKey, en } from './en.ts';
import { es, esAR, esES } from './es.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { type CatalogueByLocale, withRegionalEnglish } from './localised-catalogue.ts';
import { nl } from './nl.ts';
import { ph } from './ph.ts';
import { pl } from './pl.ts';
import { pt, ptPT } from './pt.ts';
import { ru } from './ru.ts';
import { sv } from './sv.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { uk } from './uk.ts';
import { uz } from './uz.ts';
import { vi } from './vi.ts';
import { zhCN } from './zh-CN.ts';
import { zhTC } from './zh-TC.ts';

/** The server's own texts in every selectable language; regional English variants share English. */
export const serverCatalogues: CatalogueByLocale<CatalogueKey> = withRegionalEnglish({
  en,
  ja,
  ru,
  es,
  'es-ES': esES,
  'es-AR': esAR,
  it,
  fr,
  de,
  'zh-CN': zhCN,
  'zh-TC': zhTC,
  pt,
  'pt-PT': ptPT,
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
