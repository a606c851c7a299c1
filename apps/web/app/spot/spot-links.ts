/** The spot product's pages, unprefixed (the locale prefix is added when rendering). */
export const SPOT_LINKS = {
  trade: '/spot/BTCUSDT',
  /** The spot account: balances, and the deposit, withdrawal and transfer panels. */
  assets: '/asset/spot',
  records: '/record/exchange',
} as const;
