import type { NavEntry, NavPlace } from '../product-manifest.ts';
import { PRODUCTS } from '../products.ts';
import { SITE_LINKS } from './site-links.ts';

/** The shell's own links; every product brings its own in its manifest. */
const SHELL_ENTRIES: readonly NavEntry[] = [
  { to: SITE_LINKS.designSystem, label: 'footer.designSystem', places: ['footerAbout'] },
];

/**
 * The navigation of these products: theirs in list order, then the shell's. A product gets its
 * entry when its page is built, so a link never leads to the 404 page (a crawler test follows
 * every one).
 */
export function navEntriesOf(products: readonly { nav: readonly NavEntry[] }[]): NavEntry[] {
  return [...products.flatMap((product) => product.nav), ...SHELL_ENTRIES];
}

const NAV_ENTRIES = navEntriesOf(PRODUCTS);

/** Of `entries`, those shown in `places`, place by place in the order given, each entry once. */
export function entriesIn(entries: readonly NavEntry[], places: readonly NavPlace[]): NavEntry[] {
  return [...new Set(places.flatMap((place) => entries.filter((entry) => entry.places.includes(place))))];
}

/** The site's entries shown in `places`, place by place in the order given, each entry once. */
export function navEntriesIn(...places: readonly NavPlace[]): NavEntry[] {
  return entriesIn(NAV_ENTRIES, places);
}
