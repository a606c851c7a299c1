import { sectionFromFiles } from '../../i18n/json-section.ts';
import type en from './en.json';

/** The order outcome texts in the 31 languages: one JSON file per language in this folder. */
export const ORDER_OUTCOME_TEXTS = sectionFromFiles<typeof en>(
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
);
