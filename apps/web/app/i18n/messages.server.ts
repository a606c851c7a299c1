import type { Messages } from './locales/en.ts';
import { en } from './locales/en.ts';
import { loadLocaleMessages } from './locales/index.ts';

// Server only: the page's language travels to the browser inside the root loader's data, so a
// visitor downloads one language, never all 31.
export async function messagesFor(locale: string): Promise<Messages> {
  return (await loadLocaleMessages())[locale] ?? en;
}
