export { ALLOWED_URL_STARTS, deepLinkStarts } from './allowed-starts.ts';
export { type LinkSafetyOptions, safeHref, safeImageSrc } from './safe-url.ts';
export { containsScriptUrl } from './script-url.ts';
