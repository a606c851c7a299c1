import { ALLOWED_URL_STARTS, deepLinkStarts } from './allowed-starts.ts';
import { containsScriptUrl } from './script-url.ts';

export interface LinkSafetyOptions {
  /** App deep-link schemes also allowed, e.g. `['tideline']` lets `tideline://trade` through. */
  deepLinkSchemes?: readonly string[];
  /** Where rejections are reported; `console.warn` by default (spec §8: a warning only). */
  warn?: (message: string) => void;
}

type UrlInput = string | null | undefined;

// What a browser's URL parser ignores: leading and trailing C0 controls and spaces, and any tab or
// newline anywhere. Removing them first makes the start check see what the browser will see.
function browserView(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function checkUrl(
  kind: 'href' | 'src',
  value: UrlInput,
  starts: readonly string[],
  options: LinkSafetyOptions,
): string {
  if (value === null || value === undefined) return '';
  const cleaned = browserView(value);
  if (cleaned === '') return '';
  const warn = options.warn ?? console.warn;
  if (containsScriptUrl(value)) {
    warn(`[link-safety] stripped ${kind} containing javascript: ${JSON.stringify(value)}`);
    return '';
  }
  const lower = cleaned.toLowerCase();
  if (!starts.some((start) => lower.startsWith(start))) {
    warn(`[link-safety] rejected ${kind} with a start that is not allowed: ${JSON.stringify(value)}`);
    return '';
  }
  return cleaned;
}

/**
 * A link target that is safe to put in `href` (spec §5), or `''`:
 * - allowed starts: `https://`, `http://`, `mailto:`, `tel:`, `blob:`, `data:image/`, `//`, `./`,
 *   `../`, `#`, `/`, plus the configured app deep-link schemes;
 * - anything containing `javascript:` (case, whitespace, control characters, HTML entities and
 *   percent-encoding considered) is stripped, even behind an allowed start (`/x?u=javascript:...`);
 * - every rejection logs a warning; empty input returns `''` silently.
 * The returned value has the tabs, newlines and edge control characters a browser would ignore
 * removed.
 */
export function safeHref(value: UrlInput, options: LinkSafetyOptions = {}): string {
  const starts = [...ALLOWED_URL_STARTS, ...deepLinkStarts(options.deepLinkSchemes ?? [])];
  return checkUrl('href', value, starts, options);
}

/**
 * An image source that is safe to put in `src`, or `''`: the same rules as safeHref, without
 * deep-link schemes (an app link is never an image).
 */
export function safeImageSrc(value: UrlInput, options: Pick<LinkSafetyOptions, 'warn'> = {}): string {
  return checkUrl('src', value, ALLOWED_URL_STARTS, options);
}
