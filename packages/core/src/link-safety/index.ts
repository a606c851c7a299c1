// Spec §5 link and image source rules: `safeHref(value, { deepLinkSchemes })`, `safeImageSrc(value)`,
// and new tabs (`newTabAddress`, `openNewTab`).
export { ALLOWED_URL_STARTS, deepLinkStarts } from './allowed-starts.ts';
export { type NewTabOptions, newTabAddress, openNewTab } from './new-tab.ts';
export { type LinkSafetyOptions, safeHref, safeImageSrc } from './safe-url.ts';
export { sameSitePath } from './same-site-path.ts';
export { containsScriptUrl } from './script-url.ts';
