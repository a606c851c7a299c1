/** The margin pages (unprefixed). */
export const MARGIN_LINKS = {
  trade: '/margin/BTCUSDT',
  tradePrefix: '/margin/',
  compactTrade: '/trade-margin/BTCUSDT',
  compactPrefix: '/trade-margin/',
  assets: '/asset/margin',
  orders: '/order/marginOrderInfo',
  records: '/record/margin',
} as const;
