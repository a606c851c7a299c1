import type { ProductManifest } from '../product-manifest.ts';

// A product's record page is one route of the shared record page module; its route id names the
// product, so the page knows whose record kinds to show. Kept apart from `product-routes.ts` so
// the page does not pull the route-config builder into the browser.

/** The shared page every product's record page is served by, relative to `app/`. */
export const RECORD_PAGE_FILE = 'record/routes/product-records.tsx';

const RECORD_ROUTE_PREFIX = 'records-';

export function recordRouteId(product: Pick<ProductManifest, 'id'>): string {
  return `${RECORD_ROUTE_PREFIX}${product.id}`;
}

/** The product a record route id names, if it is one. */
export function productOfRecordRoute<P extends Pick<ProductManifest, 'id'>>(
  products: readonly P[],
  routeId: string,
): P | undefined {
  return products.find((product) => recordRouteId(product) === routeId);
}
