/**
 * Red packet result codes (issue #28), in the 36001-36099 range. Business refusals answer HTTP 200
 * with status 'error', as every /v1 refusal does.
 */
export const RedPacketCode = {
  invalidAmount: '36001',
  invalidCount: '36002',
  shareBelowMinimum: '36003',
  unevenEqualSplit: '36004',
  tooManyDecimals: '36005',
  perShareNeedsEqual: '36006',
  secondFactorRequired: '36007',
} as const;

export type RedPacketCodeValue = (typeof RedPacketCode)[keyof typeof RedPacketCode];
