import type { Messages } from '../i18n/locales/en.ts';
import { SITE_LINKS } from './site-links.ts';

/**
 * Where a link shows:
 * - `main`: the header's main navigation, before the Trade menu;
 * - `trade`: the Trade menu, with a description;
 * - `products`: the header's main navigation, after the Trade menu;
 * - `account`: the header's account links;
 * - `footerProducts`, `footerServices`, `footerAbout`: the footer's columns.
 * Below 768 px the mobile menu lists the `main`, `trade`, `products` and `account` links in that order.
 */
export type NavPlace =
  | 'main'
  | 'trade'
  | 'products'
  | 'account'
  | 'footerProducts'
  | 'footerServices'
  | 'footerAbout';

export type NavLabel = `nav.${keyof Messages['nav']}` | `footer.${keyof Messages['footer']}`;

export interface NavEntry {
  /** Unprefixed path; the locale prefix is added when rendering. */
  to: string;
  label: NavLabel;
  /** The line under the title in the Trade menu. */
  description?: NavLabel;
  places: readonly NavPlace[];
}

/**
 * The navigation's single source: a product gets its entry here when its page is built, so a link
 * never leads to the 404 page (a crawler test follows every one). Order is display order.
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: SITE_LINKS.markets, label: 'nav.markets', places: ['main'] },
  {
    to: SITE_LINKS.spot,
    label: 'nav.spot',
    description: 'nav.spotDescription',
    places: ['trade', 'footerProducts'],
  },
  {
    to: SITE_LINKS.futures,
    label: 'nav.futures',
    description: 'nav.futuresDescription',
    places: ['trade', 'footerProducts'],
  },
  { to: SITE_LINKS.assets, label: 'nav.assets', places: ['account'] },
  { to: SITE_LINKS.orders, label: 'nav.orders', places: ['account'] },
  { to: SITE_LINKS.account, label: 'nav.account', places: ['account'] },
  { to: SITE_LINKS.fees, label: 'footer.fees', places: ['footerServices'] },
  { to: SITE_LINKS.vip, label: 'footer.vip', places: ['footerServices'] },
  { to: SITE_LINKS.download, label: 'footer.download', places: ['footerServices'] },
  { to: SITE_LINKS.proofOfReserves, label: 'footer.proofOfReserves', places: ['footerAbout'] },
  { to: SITE_LINKS.protectionFund, label: 'footer.protectionFund', places: ['footerAbout'] },
  { to: SITE_LINKS.designSystem, label: 'footer.designSystem', places: ['footerAbout'] },
];

/** The entries shown in `places`, place by place in the order given, each entry once. */
export function navEntriesIn(...places: readonly NavPlace[]): NavEntry[] {
  return [...new Set(places.flatMap((place) => NAV_ENTRIES.filter((entry) => entry.places.includes(place))))];
}
