import { Decimal, parseDecimal } from '@tideline/core/decimal';
import { callEndpoint } from '@tideline/core/request';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { ASSET_QUERY_KEYS, fetchFuturesAccount } from '../asset/asset-api.ts';
import { FUTURES_VENUE } from '../order/venues/futures-venue.ts';
import { assetSummary, type ProductManifest } from '../product-manifest.ts';
import { FUTURES_FUNDING, FUTURES_ORDERS, FUTURES_TRADES } from '../record/model/record-kinds.ts';

/** USDT-margined futures: the trading page, the futures account and its records. */
export const FUTURES_MANIFEST: ProductManifest = {
  id: 'futures',
  routes: [
    { path: 'futures/usdt/:symbol', file: 'futures/FuturesRoute.tsx' },
    { path: 'trade-swap/:symbol', file: 'futures/TradeSwapRoute.tsx' },
    { path: 'trade-info/:symbol', file: 'futures/TradeInfoRoute.tsx' },
    { path: 'asset/futures', file: 'asset/routes/futures.tsx' },
  ],
  nav: [
    {
      to: '/futures/usdt/BTCUSDT',
      label: 'nav.futures',
      description: 'nav.futuresDescription',
      places: ['trade', 'footerProducts'],
    },
    { to: '/asset/futures', label: 'asset.futuresAccount', places: ['assetAccounts'] },
    { to: '/record/exchange/futures', label: 'asset.futuresRecords', places: ['assetRecords'] },
  ],
  texts: { futures: () => import('./i18n/index.ts').then((module) => module.FUTURES_TEXTS) },
  asset: assetSummary({
    account: 'futures',
    label: 'asset.futuresAccount',
    link: '/asset/futures',
    queryKey: ASSET_QUERY_KEYS.futuresAccount,
    fetch: fetchFuturesAccount,
    // Equity counts unrealised PnL: what the account would hold if every position closed now.
    usdtValue: (data) => parseDecimal(data.equity) ?? new Decimal(0),
    transferable: (data) => data.maxTransferOut,
    transfer: (client, direction, amount) =>
      callEndpoint(client, FUTURES_ENDPOINTS.transfer, { direction, amount }),
  }),
  records: {
    path: 'record/exchange/futures',
    heading: 'asset.futuresRecords',
    market: 'futures',
    tabs: [
      { kind: FUTURES_ORDERS, label: 'asset.orders' },
      { kind: FUTURES_TRADES, label: 'asset.trades' },
      { kind: FUTURES_FUNDING, label: 'asset.funding' },
    ],
  },
  orderVenue: FUTURES_VENUE,
};
