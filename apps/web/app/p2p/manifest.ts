import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { assetSummary, type ProductManifest } from '../product-manifest.ts';
import { fetchP2pWallet, P2P_QUERY_KEYS, p2pUsdtAvailable, p2pUsdtValue } from './p2p-account.ts';

/**
 * P2P trading (issue #25): the market of merchants' ads, an order's steps, my orders, my ads, my
 * payment methods, a merchant's profile, my P2P records (/record/p2p), and the P2P wallet in /asset.
 */
export const P2P_MANIFEST: ProductManifest = {
  id: 'p2p',
  routes: [
    { path: 'p2p', file: 'p2p/routes/MarketRoute.tsx' },
    { path: 'p2p/order/:id', file: 'p2p/routes/OrderRoute.tsx' },
    { path: 'p2p/orders', file: 'p2p/routes/OrdersRoute.tsx' },
    { path: 'p2p/ads', file: 'p2p/routes/AdsRoute.tsx' },
    { path: 'p2p/payment-methods', file: 'p2p/routes/PaymentMethodsRoute.tsx' },
    { path: 'p2p/merchant/:userId', file: 'p2p/routes/MerchantRoute.tsx' },
    { path: 'record/p2p', file: 'p2p/routes/RecordsRoute.tsx' },
  ],
  nav: [
    { to: '/p2p', label: 'p2p.title', places: ['products', 'footerProducts'] },
    { to: '/p2p/ads', label: 'p2p.account', places: ['assetAccounts'] },
    { to: '/p2p/orders', label: 'p2p.navOrders', places: ['assetRecords'] },
    { to: '/record/p2p', label: 'p2p.navRecords', places: ['assetRecords'] },
  ],
  texts: { p2p: () => import('./i18n/index.ts').then((module) => module.P2P_TEXTS) },
  asset: assetSummary({
    account: 'p2p',
    label: 'p2p.account',
    link: '/p2p/ads',
    queryKey: P2P_QUERY_KEYS.wallet,
    fetch: fetchP2pWallet,
    usdtValue: p2pUsdtValue,
    transferable: p2pUsdtAvailable,
    transfer: (client, direction, amount) =>
      callEndpoint(client, P2P_ENDPOINTS.transfer, { direction, asset: 'USDT', amount }),
  }),
};
