import type { SectionTable } from '../../i18n/text-sections.ts';
import { orderAr } from './ar.ts';
import { orderDe } from './de.ts';
import { type OrderMessages, orderEn } from './en.ts';
import { orderEs } from './es.ts';
import { orderFr } from './fr.ts';
import { orderId } from './id.ts';
import { orderIt } from './it.ts';
import { orderJa } from './ja.ts';
import { orderKo } from './ko.ts';
import { orderNl } from './nl.ts';
import { orderPh } from './ph.ts';
import { orderPl } from './pl.ts';
import { orderPt } from './pt.ts';
import { orderPtPT } from './pt-PT.ts';
import { orderRu } from './ru.ts';
import { orderSv } from './sv.ts';
import { orderTh } from './th.ts';
import { orderTr } from './tr.ts';
import { orderUk } from './uk.ts';
import { orderUz } from './uz.ts';
import { orderVi } from './vi.ts';
import { orderZhCN } from './zh-CN.ts';
import { orderZhTC } from './zh-TC.ts';

// The order centre's section of every language, joined to each locale's messages through its product manifest's
// `texts`.

export const ORDER_TEXTS: SectionTable<OrderMessages> = {
  en: orderEn,
  asia: orderEn,
  'en-GB': orderEn,
  'en-CA': orderEn,
  'en-IN': orderEn,
  'en-PH': orderEn,
  'en-ZA': orderEn,
  ja: orderJa,
  ru: orderRu,
  es: orderEs,
  'es-ES': orderEs,
  'es-AR': orderEs,
  it: orderIt,
  fr: orderFr,
  de: orderDe,
  'zh-CN': orderZhCN,
  'zh-TC': orderZhTC,
  pt: orderPt,
  'pt-PT': orderPtPT,
  id: orderId,
  pl: orderPl,
  vi: orderVi,
  uk: orderUk,
  uz: orderUz,
  ar: orderAr,
  ph: orderPh,
  nl: orderNl,
  th: orderTh,
  sv: orderSv,
  ko: orderKo,
  tr: orderTr,
};
