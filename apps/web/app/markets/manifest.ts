import type { ProductManifest } from '../product-manifest.ts';

/** The markets page: every spot pair and futures contract with its ticker. */
export const MARKETS_MANIFEST: ProductManifest = {
  id: 'markets',
  routes: [{ path: 'markets', file: 'markets/MarketsRoute.tsx' }],
  nav: [{ to: '/markets', label: 'nav.markets', places: ['main'] }],
  texts: { markets: () => import('./i18n/index.ts').then((module) => module.MARKETS_TEXTS) },
};
