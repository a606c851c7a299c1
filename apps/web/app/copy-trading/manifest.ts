import { assetSummary, type ProductManifest } from '../product-manifest.ts';
import { COPY_QUERY_KEYS, copiesUsdtValue, fetchMyCopies } from './copy-account.ts';

/**
 * Copy trading (issue #24): the lead-trader ranking, a lead's profile with the follow dialog, my
 * copies (`/order/mcp`) and my copy records (`/record/mcp`), the two the spec's demo allow-list
 * names, and the lead dashboard. Copies are funded from the futures wallet; /asset values what the
 * copy accounts hold.
 */
export const COPY_TRADING_MANIFEST: ProductManifest = {
  id: 'copy-trading',
  routes: [
    { path: 'copytrading', file: 'copy-trading/routes/RankingRoute.tsx' },
    { path: 'copytrading/trader/:id', file: 'copy-trading/routes/TraderRoute.tsx' },
    { path: 'copytrading/lead', file: 'copy-trading/routes/LeadRoute.tsx' },
    { path: 'order/mcp', file: 'copy-trading/routes/CopiesRoute.tsx' },
    { path: 'record/mcp', file: 'copy-trading/routes/RecordsRoute.tsx' },
    // Demo mode (§2 allows /order/mcp, not /copytrading): the ranking and profiles under /order/mcp.
    { path: 'order/mcp/leads', file: 'copy-trading/routes/DemoRankingRoute.tsx' },
    { path: 'order/mcp/trader/:id', file: 'copy-trading/routes/DemoTraderRoute.tsx' },
  ],
  nav: [
    {
      to: '/copytrading',
      label: 'copyTrading.title',
      description: 'copyTrading.navDescription',
      places: ['trade', 'footerProducts'],
    },
    { to: '/record/mcp', label: 'copyTrading.navRecords', places: ['assetRecords'] },
  ],
  texts: { copyTrading: () => import('./i18n/index.ts').then((module) => module.COPY_TRADING_TEXTS) },
  asset: assetSummary({
    account: 'copy-trading',
    label: 'copyTrading.account',
    link: '/order/mcp',
    queryKey: COPY_QUERY_KEYS.copies,
    fetch: fetchMyCopies,
    usdtValue: copiesUsdtValue,
  }),
};
