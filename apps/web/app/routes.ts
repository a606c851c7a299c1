import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { productRoutes } from './product-routes.ts';
import { PRODUCTS } from './products.ts';

// Every page lives under an optional locale segment (spec §2): `/design-system` and
// `/zh-CN/design-system` are the same route. The layout rejects segments that are not locales.
// The products' pages come from their manifests (`products.ts`). Pages not built yet are left out
// on purpose: they get the localised 404 page, never a stand-in.
export default [
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('design-system', 'routes/design-system.tsx'),
    ...productRoutes(PRODUCTS),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
