/**
 * Red packet result codes (issue #28, docs/protocol-red-packets.md), in the 36001-36099 range.
 * Every refusal answers a 4xx (errors.ts) and moves no money.
 */
export const RedPacketCode = {
  invalidAmount: '36001',
  invalidCount: '36002',
  shareBelowMinimum: '36003',
  unevenEqualSplit: '36004',
  tooManyDecimals: '36005',
  perShareNeedsEqual: '36006',
  secondFactorRequired: '36007',
  unknownPacket: '36008',
  alreadyClaimed: '36009',
  allClaimed: '36010',
  expired: '36011',
  newUsersOnly: '36012',
  insufficientBalance: '36013',
  tooManyGuesses: '36014',
  liveOnly: '36015',
  sourceUnavailable: '36016',
  ownPacket: '36017',
  secondFactorInvalid: '36018',
} as const;

export type RedPacketCodeValue = (typeof RedPacketCode)[keyof typeof RedPacketCode];
