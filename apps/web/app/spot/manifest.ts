import { ASSET_QUERY_KEYS, fetchSpotBalances } from '../asset/asset-api.ts';
import { totalUsdtValue, VALUATION_QUOTE } from '../asset/model/valuation.ts';
import { SPOT_VENUE } from '../order/venues/spot-venue.ts';
import { assetSummary, type ProductManifest } from '../product-manifest.ts';
import { SPOT_ORDERS, SPOT_TRADES } from '../record/model/record-kinds.ts';
import { SPOT_LINKS } from './spot-links.ts';

/** Spot trading: the trading page, the spot account (the funding end of every transfer) and its records. */
export const SPOT_MANIFEST: ProductManifest = {
  id: 'spot',
  routes: [
    { path: 'spot/:symbol', file: 'spot/SpotRoute.tsx' },
    { path: 'trade-spot/:symbol', file: 'spot/TradeSpotRoute.tsx' },
    { path: 'asset/spot', file: 'asset/routes/spot.tsx' },
  ],
  nav: [
    {
      to: SPOT_LINKS.trade,
      label: 'nav.spot',
      description: 'nav.spotDescription',
      places: ['trade', 'footerProducts'],
    },
    { to: SPOT_LINKS.assets, label: 'asset.spotAccount', places: ['assetAccounts'] },
    { to: SPOT_LINKS.records, label: 'asset.spotRecords', places: ['assetRecords'] },
  ],
  texts: { spot: () => import('./i18n/index.ts').then((module) => module.SPOT_TEXTS) },
  asset: assetSummary({
    account: 'spot',
    label: 'asset.spotAccount',
    link: SPOT_LINKS.assets,
    queryKey: ASSET_QUERY_KEYS.balances,
    fetch: fetchSpotBalances,
    usdtValue: (data, prices) => totalUsdtValue(data.balances, prices),
    demo: (data) => data.demo,
    transferable: (data) => data.balances.find((row) => row.asset === VALUATION_QUOTE)?.available,
  }),
  records: {
    path: 'record/exchange',
    heading: 'asset.spotRecords',
    market: 'spot',
    tabs: [
      { kind: SPOT_ORDERS, label: 'asset.orders' },
      { kind: SPOT_TRADES, label: 'asset.trades' },
    ],
  },
  orderVenue: SPOT_VENUE,
};
