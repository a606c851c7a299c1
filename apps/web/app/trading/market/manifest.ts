import type { ProductManifest } from '../../product-manifest.ts';

/**
 * The trading kit's market widgets (ticker, market list, chart, book, recent trades): no page of
 * their own, only their texts, which every trading page (spot, margin, futures) reads.
 */
export const TRADING_MARKET_MANIFEST: ProductManifest = {
  id: 'trading-market',
  routes: [],
  nav: [],
  texts: {
    tradingMarket: () => import('./i18n/index.ts').then((module) => module.TRADING_MARKET_TEXTS),
  },
};
