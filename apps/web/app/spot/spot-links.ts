/** The spot product's pages, unprefixed (the locale prefix is added when rendering). */
export const SPOT_LINKS = {
  trade: '/spot/BTCUSDT',
  /** The compact trading page of an app's embedded web view, before the pair (issue #20 item 5). */
  compactPrefix: '/trade-spot/',
  compactTrade: '/trade-spot/BTCUSDT',
  /** The spot account: balances, and the deposit, withdrawal and transfer panels. */
  assets: '/asset/spot',
  records: '/record/exchange',
} as const;
