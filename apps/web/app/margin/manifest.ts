import { callEndpoint } from '@tideline/core/request';
import { MARGIN_ENDPOINTS } from '@tideline/protocol/margin/endpoints';
import { assetSummary, type ProductManifest } from '../product-manifest.ts';
import { crossUsdtFree, fetchMarginAccounts, MARGIN_QUERY_KEYS, marginUsdtValue } from './margin-account.ts';
import { MARGIN_LINKS } from './margin-links.ts';

/**
 * Margin trading (issue #23): the trading page and its compact variant, the cross and isolated
 * accounts, the margin orders and records (the four the spec's demo allow-list names), and the
 * margin accounts in /asset, whose transfers to and from spot go through margin's own endpoint.
 */
export const MARGIN_MANIFEST: ProductManifest = {
  id: 'margin',
  routes: [
    { path: 'margin/:symbol', file: 'margin/routes/MarginRoute.tsx' },
    { path: 'trade-margin/:symbol', file: 'margin/routes/TradeMarginRoute.tsx' },
    { path: 'asset/margin', file: 'margin/routes/AssetRoute.tsx' },
    { path: 'order/marginOrderInfo', file: 'margin/routes/OrdersRoute.tsx' },
    { path: 'record/margin', file: 'margin/routes/RecordsRoute.tsx' },
  ],
  nav: [
    {
      to: MARGIN_LINKS.trade,
      label: 'margin.title',
      description: 'margin.navDescription',
      places: ['trade', 'footerProducts'],
    },
    { to: MARGIN_LINKS.assets, label: 'margin.account', places: ['assetAccounts'] },
    { to: MARGIN_LINKS.records, label: 'margin.navRecords', places: ['assetRecords'] },
  ],
  texts: { margin: () => import('./i18n/index.ts').then((module) => module.MARGIN_TEXTS) },
  asset: assetSummary({
    account: 'margin',
    label: 'margin.account',
    link: MARGIN_LINKS.assets,
    queryKey: MARGIN_QUERY_KEYS.accounts,
    fetch: fetchMarginAccounts,
    usdtValue: marginUsdtValue,
    transferable: crossUsdtFree,
    transfer: (client, direction, amount) =>
      callEndpoint(client, MARGIN_ENDPOINTS.transfer, { mode: 'cross', direction, asset: 'USDT', amount }),
  }),
};
