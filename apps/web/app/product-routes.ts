import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import type { ProductManifest } from './product-manifest.ts';
import { RECORD_PAGE_FILE, recordRouteId } from './record/record-route.ts';

/** The route config entries of the products' pages, for `routes.ts`. */
export function productRoutes(products: readonly ProductManifest[]): RouteConfigEntry[] {
  return products.flatMap((product) => [
    ...product.routes.map((page) => route(page.path, page.file)),
    ...(product.records
      ? [route(product.records.path, RECORD_PAGE_FILE, { id: recordRouteId(product) })]
      : []),
  ]);
}
