import { sectionFromFiles } from '../../i18n/json-section.ts';
import type en from './en.json';

/** The margin pages' texts in the 31 languages: one JSON file per language in this folder. */
export const MARGIN_TEXTS = sectionFromFiles<typeof en>(
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
);
