import type { ProductManifest } from '../product-manifest.ts';

/**
 * The order centre: every product's open orders, order history and fills in one place (the
 * products bring their `orderVenue`), and the order outcome texts the trading pages share.
 */
export const ORDER_MANIFEST: ProductManifest = {
  id: 'order',
  routes: [
    { path: 'order', file: 'order/routes/order-centre.tsx' },
    { path: 'trade-asset-order', file: 'order/routes/trade-asset-order.tsx' },
  ],
  nav: [{ to: '/order', label: 'nav.orders', places: ['account'] }],
  texts: {
    order: () => import('./i18n/index.ts').then((module) => module.ORDER_TEXTS),
    orderOutcome: () => import('../order-outcome/i18n/index.ts').then((module) => module.ORDER_OUTCOME_TEXTS),
  },
};
