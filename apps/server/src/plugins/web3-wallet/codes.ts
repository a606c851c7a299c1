/**
 * Web3 wallet result codes (issue #27, docs/protocol-web3-wallet.md), in the 41001-41099 range.
 * Every refusal answers a 4xx (errors.ts) and moves no money.
 */
export const Web3Code = {
  invalidAmount: '41001',
  sameToken: '41002',
  insufficientLiquidity: '41003',
  insufficientBalance: '41004',
  secondFactorRequired: '41005',
  secondFactorInvalid: '41006',
  liveOnly: '41007',
  swapNotFound: '41008',
  notASwap: '41009',
  swapRecordedByOther: '41010',
  hotWalletAddress: '41011',
  gasDripsUsedUp: '41012',
  chainRefused: '41013',
} as const;

export type Web3CodeValue = (typeof Web3Code)[keyof typeof Web3Code];
