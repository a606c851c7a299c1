/**
 * Paths of the built pages the site links to, unprefixed (the locale prefix is added when
 * rendering). Which of them the header, menus and footer show is `nav-entries.ts`.
 */
export const SITE_LINKS = {
  home: '/',
  markets: '/markets',
  spot: '/spot/BTCUSDT',
  futures: '/futures/usdt/BTCUSDT',
  assets: '/asset',
  orders: '/order',
  account: '/account',
  fees: '/fee',
  vip: '/vip/detail',
  download: '/download',
  proofOfReserves: '/proof-of-reserves',
  protectionFund: '/protection-fund',
  designSystem: '/design-system',
} as const;
