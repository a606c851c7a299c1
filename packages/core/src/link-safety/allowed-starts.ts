/**
 * Spec §5 (read with notes item 1): the starts a product-set link or image source may have.
 * Schemes are matched case-insensitively, as browsers do.
 */
export const ALLOWED_URL_STARTS = [
  'https://',
  'http://',
  'mailto:',
  'tel:',
  'blob:',
  'data:image/',
  '//',
  './',
  '../',
  '#',
  '/',
] as const;

// Schemes that run code or read local files: never accepted as a deep-link scheme, whatever the
// configuration says.
const FORBIDDEN_DEEP_LINK_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'about']);
const SCHEME_SYNTAX = /^[a-z][a-z0-9+.-]*$/;

/**
 * Turns configured app deep-link schemes (`'tideline'`, `'tideline:'` or `'tideline://'`) into the
 * start they allow (`'tideline:'`). Throws a RangeError for a malformed or code-running scheme, so
 * a bad configuration fails at start-up rather than letting links through.
 */
export function deepLinkStarts(schemes: readonly string[]): string[] {
  return schemes.map((configured) => {
    const scheme = configured
      .trim()
      .toLowerCase()
      .replace(/:(\/\/)?$/, '');
    if (!SCHEME_SYNTAX.test(scheme) || FORBIDDEN_DEEP_LINK_SCHEMES.has(scheme)) {
      throw new RangeError(`Not an acceptable deep-link scheme: "${configured}"`);
    }
    return `${scheme}:`;
  });
}
