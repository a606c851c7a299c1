import type { ProductManifest } from '../product-manifest.ts';

/**
 * The order centre: every product's open orders, order history and fills in one place (the
 * products bring their `orderVenue`), and the order outcome texts the trading pages share.
 */
export const ORDER_MANIFEST: ProductManifest = {
  id: 'order',
  routes: [{ path: 'order', file: 'order/routes/order-centre.tsx' }],
  nav: [{ to: '/order', label: 'nav.orders', places: ['account'] }],
  textSections: ['order', 'orderOutcome'],
};
