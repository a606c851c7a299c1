import { sectionFromFiles } from '../../i18n/json-section.ts';
import type en from './en.json';

/** The web3 wallet pages' texts in the 31 languages: one JSON file per language in this folder. */
export const WEB3_TEXTS = sectionFromFiles<typeof en>(
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
);
