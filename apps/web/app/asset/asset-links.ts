/** The asset and record pages, unprefixed (spec §2 demo allow-lists name all of them). */
export const ASSET_LINKS = {
  overview: '/asset',
  spot: '/asset/spot',
  futures: '/asset/futures',
  spotRecords: '/record/exchange',
  futuresRecords: '/record/exchange/futures',
  transactions: '/transactions',
} as const;
