/**
 * Margin result codes (issue #23, docs/protocol-margin.md), in the 39001-39099 range. Every
 * refusal answers a 4xx (errors.ts) and moves no money.
 */
export const MarginCode = {
  invalidAmount: '39001',
  notMarginPair: '39002',
  assetNotInAccount: '39003',
  insufficientBalance: '39004',
  aboveMaxBorrowable: '39005',
  poolExhausted: '39006',
  nothingToRepay: '39007',
  transferTooRisky: '39008',
  liquidating: '39009',
  orderRejected: '39010',
  orderNotFound: '39011',
  invalidOrder: '39012',
  symbolRequired: '39013',
  tooManyOpenOrders: '39014',
} as const;

export type MarginCodeValue = (typeof MarginCode)[keyof typeof MarginCode];
