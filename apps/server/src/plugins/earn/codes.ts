/**
 * Earn result codes (docs/protocol-earn.md §4), in the 35001-35099 range. Every refusal answers a
 * 4xx (errors.ts) and moves no money.
 */
export const EarnCode = {
  unknownProduct: '35001',
  belowMinimum: '35002',
  perUserCapExceeded: '35003',
  totalCapExceeded: '35004',
  insufficientBalance: '35005',
  holdingNotFound: '35006',
  invalidAmount: '35007',
  redeemExceedsPrincipal: '35008',
  notFixed: '35009',
  holdingClosed: '35010',
  partialFixedRedeem: '35011',
} as const;

export type EarnCodeValue = (typeof EarnCode)[keyof typeof EarnCode];
