/**
 * Where the header and footer point, unprefixed (the locale prefix is added when rendering).
 * Pages that are not built yet answer with the localised 404 page until they land.
 */
export const SITE_LINKS = {
  home: '/',
  markets: '/markets',
  spot: '/spot/BTCUSDT',
  margin: '/margin/BTCUSDT',
  futures: '/futures/usdt/BTCUSDT',
  copyTrading: '/copy-trading',
  p2p: '/p2p',
  earn: '/earn',
  web3Wallet: '/web3',
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
