/**
 * Copy-trading result codes (docs/protocol-copy-trading.md §4), in the 40001-40099 range. Every
 * refusal answers a 4xx (errors.ts) and moves no money.
 */
export const CopyCode = {
  unknownTrader: '40001',
  cannotFollowSelf: '40002',
  alreadyFollowing: '40003',
  followersFull: '40004',
  insufficientBalance: '40005',
  invalidSettings: '40006',
  copyNotFound: '40007',
  copyStopped: '40008',
  leadBalanceTooLow: '40009',
  unknownSymbol: '40010',
  isFollowing: '40011',
} as const;

export type CopyCodeValue = (typeof CopyCode)[keyof typeof CopyCode];
