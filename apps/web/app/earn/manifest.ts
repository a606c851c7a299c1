import { callEndpoint } from '@tideline/core/request';
import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import { assetSummary, type ProductManifest } from '../product-manifest.ts';
import { EARN_QUERY_KEYS, earnUsdtValue, fetchEarnAccount, usdtAvailable } from './earn-account.ts';

/** Earn (issue #26): the products, my holdings and their history, and the earn account in /asset. */
export const EARN_MANIFEST: ProductManifest = {
  id: 'earn',
  routes: [
    { path: 'earn', file: 'earn/routes/ProductsRoute.tsx' },
    { path: 'earn/holdings', file: 'earn/routes/HoldingsRoute.tsx' },
    { path: 'earn/history', file: 'earn/routes/HistoryRoute.tsx' },
  ],
  nav: [
    { to: '/earn', label: 'earn.title', places: ['products', 'footerProducts'] },
    { to: '/earn/holdings', label: 'earn.account', places: ['assetAccounts'] },
    { to: '/earn/history', label: 'earn.navHistory', places: ['assetRecords'] },
  ],
  texts: { earn: () => import('./i18n/index.ts').then((module) => module.EARN_TEXTS) },
  asset: assetSummary({
    account: 'earn',
    label: 'earn.account',
    link: '/earn/holdings',
    queryKey: EARN_QUERY_KEYS.account,
    fetch: fetchEarnAccount,
    usdtValue: earnUsdtValue,
    transferable: usdtAvailable,
    transfer: (client, direction, amount) =>
      callEndpoint(client, EARN_ENDPOINTS.transfer, { direction, asset: 'USDT', amount }),
  }),
};
