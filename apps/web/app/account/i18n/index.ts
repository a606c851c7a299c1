import type { SectionTable } from '../../i18n/text-sections.ts';
import { accountAr } from './ar.ts';
import { accountDe } from './de.ts';
import { type AccountMessages, accountEn } from './en.ts';
import { accountEs } from './es.ts';
import { accountFr } from './fr.ts';
import { accountId } from './id.ts';
import { accountIt } from './it.ts';
import { accountJa } from './ja.ts';
import { accountKo } from './ko.ts';
import { accountNl } from './nl.ts';
import { accountPh } from './ph.ts';
import { accountPl } from './pl.ts';
import { accountPt } from './pt.ts';
import { accountRu } from './ru.ts';
import { accountSv } from './sv.ts';
import { accountTh } from './th.ts';
import { accountTr } from './tr.ts';
import { accountUk } from './uk.ts';
import { accountUz } from './uz.ts';
import { accountVi } from './vi.ts';
import { accountZhCN } from './zh-CN.ts';
import { accountZhTC } from './zh-TC.ts';

// The account section of every language, joined to each locale's messages through its product manifest's
// `texts` so it travels with the page's texts and the missing-key test covers it.

export const ACCOUNT_TEXTS: SectionTable<AccountMessages> = {
  en: accountEn,
  asia: accountEn,
  'en-GB': accountEn,
  'en-CA': accountEn,
  'en-IN': accountEn,
  'en-PH': accountEn,
  'en-ZA': accountEn,
  ja: accountJa,
  ru: accountRu,
  es: accountEs,
  'es-ES': accountEs,
  'es-AR': accountEs,
  it: accountIt,
  fr: accountFr,
  de: accountDe,
  'zh-CN': accountZhCN,
  'zh-TC': accountZhTC,
  pt: accountPt,
  'pt-PT': accountPt,
  id: accountId,
  pl: accountPl,
  vi: accountVi,
  uk: accountUk,
  uz: accountUz,
  ar: accountAr,
  ph: accountPh,
  nl: accountNl,
  th: accountTh,
  sv: accountSv,
  ko: accountKo,
  tr: accountTr,
};
