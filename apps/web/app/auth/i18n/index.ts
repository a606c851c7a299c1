import { sectionFromFiles } from '../../i18n/json-section.ts';
import type en from './en.json';

// Server side: the auth section of every language, joined to each locale's messages through its product manifest's
// `texts` so it travels with the page's texts and the missing-key test covers it.

/** The sign-in and sign-up texts in the 31 languages: one JSON file per language in this folder. */
export const AUTH_TEXTS = sectionFromFiles<typeof en>(
  import.meta.glob('./*.json', { eager: true, import: 'default' }),
);
