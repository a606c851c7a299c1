import { createInstance, type i18n } from 'i18next';
import type { Messages } from './locales/messages.ts';

// One instance per rendered language, initialised synchronously from messages that arrive with the
// page, so the server and the hydrating browser render the same text and nothing flashes.
export function createI18n(locale: string, messages: Messages): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
