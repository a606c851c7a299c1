import type { ProductManifest } from '../product-manifest.ts';

/**
 * The assets section: the overview of every product's account and the deposit, withdrawal and
 * transfer records. The products' own asset pages and record pages are in their manifests.
 */
export const ASSET_MANIFEST: ProductManifest = {
  id: 'asset',
  routes: [
    { path: 'asset', file: 'asset/routes/overview.tsx' },
    { path: 'trade-asset', file: 'asset/routes/trade-asset.tsx' },
    { path: 'transactions', file: 'record/routes/transactions.tsx' },
  ],
  nav: [
    { to: '/asset', label: 'nav.assets', places: ['account'] },
    { to: '/asset', label: 'asset.overview', places: ['assetHome'] },
    { to: '/transactions', label: 'asset.transactions', places: ['assetRecords'] },
  ],
  texts: { asset: () => import('./i18n/index.ts').then((module) => module.ASSET_TEXTS) },
};
