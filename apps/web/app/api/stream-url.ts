import { DEFAULT_LANGUAGE, findLanguage } from '@tideline/protocol';

/** `<html data-locale>`, set on the server from the URL (shell/Document.tsx). */
export const PAGE_LOCALE_ATTRIBUTE = 'data-locale';

/**
 * The gateway's stream address on the page's own origin. `languageType` makes the socket's
 * refusals speak the page's language (docs/protocol-markets.md §5); the gateway fixes it when the
 * socket opens. Read from the document, since sockets are opened inside effects.
 */
export function streamUrl(doc: Document = document): string {
  const scheme = doc.location.protocol === 'https:' ? 'wss' : 'ws';
  const locale = doc.documentElement.getAttribute(PAGE_LOCALE_ATTRIBUTE) ?? '';
  const { languageType } = findLanguage(locale) ?? DEFAULT_LANGUAGE;
  return `${scheme}://${doc.location.host}/ws?languageType=${languageType}`;
}
