import type { Messages } from './locales/en.ts';
import { en } from './locales/en.ts';
import { LOCALE_MESSAGES } from './locales/index.ts';

// Server only: the page's language travels to the browser inside the root loader's data, so a
// visitor downloads one language, never all 31.
export function messagesFor(locale: string): Messages {
  return LOCALE_MESSAGES[locale] ?? en;
}
