import { loadLocaleMessages } from './locales/index.ts';
import type { Messages } from './locales/messages.ts';

// Server only: the page's language travels to the browser inside the root loader's data, so a
// visitor downloads one language, never all 31. A code without texts of its own (`bg`, or one
// made up) reads English, with every product's section.
export async function messagesFor(locale: string): Promise<Messages> {
  const messages = await loadLocaleMessages();
  return messages[locale] ?? (messages.en as Messages);
}
