import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { deepLinkStarts, safeHref, safeImageSrc } from '../link-safety/index.ts';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from './allow-list.ts';

export interface SanitizeHtmlOptions {
  /** The DOM to parse with. Defaults to the browser's `window`; required on the server (e.g. jsdom). */
  window?: WindowLike;
  /** App deep-link schemes links may use (see link-safety). */
  deepLinkSchemes?: readonly string[];
  /** Where rejected links are reported; `console.warn` by default. */
  warn?: (message: string) => void;
}

const LINK_TARGETS = new Set(['_blank', '_self']);
const OPENER_SAFE_REL = ['noopener', 'noreferrer'];

// DOMPurify's own URL filter runs after the link-safety hook as a second line; it must let the
// configured deep-link schemes and blob: through, which its default pattern would drop.
function allowedUriPattern(deepLinkSchemes: readonly string[]): RegExp {
  const schemes = [
    'https?',
    'mailto',
    'tel',
    'blob',
    ...deepLinkStarts(deepLinkSchemes).map((start) => start.slice(0, -1)),
  ];
  const escaped = schemes.map((scheme) => scheme.replace(/[.+]/g, '\\$&'));
  return new RegExp(`^(?:(?:${escaped.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
}

function resolveWindow(explicit: WindowLike | undefined): WindowLike {
  if (explicit !== undefined) return explicit;
  if (typeof window !== 'undefined') return window;
  throw new Error('sanitizeHtml needs a DOM: pass { window } (for example a jsdom window) outside a browser');
}

/**
 * Sanitises rich text (spec §5) with DOMPurify:
 * - only RICH_TEXT_TAGS and RICH_TEXT_ATTRIBUTES survive (no data-, aria-, on*, style attributes);
 * - script and noscript elements are removed together with their content; other elements outside
 *   the allow list are unwrapped (their text is kept); comments are removed;
 * - `href` goes through safeHref and `src` through safeImageSrc, which drop (and warn about)
 *   anything outside the §5 starts; `data:image/` is kept for images only;
 * - `target` may only be `_blank` or `_self`; `_blank` links get `rel="noopener noreferrer"`
 *   (added to any rel tokens already there).
 * Works in the browser and under jsdom. Throws rather than return unsanitised markup when the
 * given window cannot support DOMPurify.
 */
export function sanitizeHtml(dirty: string, options: SanitizeHtmlOptions = {}): string {
  // A fresh instance per call: hooks and options then never leak between callers or windows.
  const purifier = createDOMPurify(resolveWindow(options.window));
  if (!purifier.isSupported) throw new Error('DOMPurify is not supported by the given window');
  const deepLinkSchemes = options.deepLinkSchemes ?? [];
  const linkOptions = { deepLinkSchemes, ...(options.warn ? { warn: options.warn } : {}) };

  // Runs before DOMPurify's own URL check, so every rejected link is reported by link-safety and
  // DOMPurify still checks what link-safety let through.
  purifier.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName !== 'href' && event.attrName !== 'src') return;
    const safe =
      event.attrName === 'href'
        ? safeHref(event.attrValue, linkOptions)
        : safeImageSrc(event.attrValue, linkOptions);
    if (safe === '') event.keepAttr = false;
    else event.attrValue = safe;
  });

  purifier.addHook('afterSanitizeAttributes', (node) => {
    const target = node.getAttribute('target');
    if (target === null) return;
    const normalisedTarget = target.trim().toLowerCase();
    if (!LINK_TARGETS.has(normalisedTarget)) {
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('target', normalisedTarget);
    if (normalisedTarget === '_blank') {
      const tokens = (node.getAttribute('rel') ?? '').split(/\s+/).filter((token) => token !== '');
      const merged = [
        ...tokens.filter((token) => !OPENER_SAFE_REL.includes(token.toLowerCase())),
        ...OPENER_SAFE_REL,
      ];
      node.setAttribute('rel', merged.join(' '));
    }
  });

  const config: Config = {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOWED_URI_REGEXP: allowedUriPattern(deepLinkSchemes),
    ADD_FORBID_CONTENTS: ['script', 'noscript'],
    KEEP_CONTENT: true,
  };
  return purifier.sanitize(dirty, config);
}
