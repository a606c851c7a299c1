import { sectionFromFiles } from '../../../i18n/json-section.ts';
import type en from './en.json';

/** The market widgets' texts (ticker, market list, chart, book, trades) in the 31 languages. */
export const TRADING_MARKET_TEXTS = sectionFromFiles<typeof en>(
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
);
