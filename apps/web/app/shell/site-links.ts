/**
 * Paths of the shell's own pages, unprefixed (the locale prefix is added when rendering). The
 * products' links are in their manifests; which links the header, menus and footer show is
 * `nav-entries.ts`.
 */
export const SITE_LINKS = {
  home: '/',
  designSystem: '/design-system',
} as const;
