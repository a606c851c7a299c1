import type { ProductManifest } from '../product-manifest.ts';

/**
 * The web3 wallet (issue #27): a self-custody wallet in the browser (keys made and kept encrypted
 * here, transactions signed here) on the gateway's local chain; swaps through its Uniswap v2 pools
 * and moves between the exchange account and the wallet.
 */
export const WEB3_MANIFEST: ProductManifest = {
  id: 'web3',
  routes: [
    { path: 'web3', file: 'web3/routes/HomeRoute.tsx' },
    { path: 'web3/swap', file: 'web3/routes/SwapRoute.tsx' },
    { path: 'web3/transfer', file: 'web3/routes/TransferRoute.tsx' },
    { path: 'web3/settings', file: 'web3/routes/SettingsRoute.tsx' },
  ],
  nav: [
    {
      to: '/web3',
      label: 'web3.title',
      description: 'web3.navDescription',
      places: ['trade', 'footerProducts'],
    },
  ],
  texts: { web3: () => import('./i18n/index.ts').then((module) => module.WEB3_TEXTS) },
};
