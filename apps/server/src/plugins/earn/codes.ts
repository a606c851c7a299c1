/**
 * Earn result codes (docs/protocol-earn.md §5), in the 35001-35099 range. Business refusals answer
 * HTTP 200 with status 'error', as every /v1 refusal does.
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
