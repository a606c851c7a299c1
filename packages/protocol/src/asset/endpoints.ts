import { z } from 'zod';
import { defineEndpoint, endpointQuery } from '../endpoint.ts';
import { recordQuery } from '../record-query.ts';
import { spotAsset } from './asset-code.ts';
import { balanceAfterMove, demoReset, spotBalances, valuationRates } from './balances.ts';
import { depositAddress, simulateDepositBody, transferBody, withdrawBody } from './funding.ts';
import {
  ASSET_RECORD_KINDS,
  assetRecord,
  withdrawBatchQueryAnswer,
  withdrawBatchQueryBody,
} from './records.ts';
import {
  noPasswordBody,
  whitelistAddBody,
  whitelistRemoveBody,
  withdrawSettings,
} from './withdraw-shortcut.ts';

/** Assets: balances, deposits, withdrawals, transfers, records (spec §2 asset, docs/protocol-markets.md §4). */

const read = { method: 'GET', tag: 'asset', auth: 'session', rateLimit: 'private-read' } as const;
/** Funds movements take no query parameters beyond the common ones. */
const move = {
  method: 'POST',
  tag: 'asset',
  auth: 'session',
  rateLimit: 'account',
  query: endpointQuery({}),
} as const;

export const ASSET_ENDPOINTS = {
  spotBalances: defineEndpoint({
    ...read,
    path: '/asset/spot/balances',
    summary: 'Spot balances of every listed asset (demo session: the demo account)',
    query: endpointQuery({}),
    response: spotBalances,
  }),
  valuationRates: defineEndpoint({
    method: 'GET',
    tag: 'asset',
    auth: 'public',
    rateLimit: 'public-read',
    path: '/asset/valuation-rates',
    summary: 'What one USDT is worth in each valuation currency (spec §3), for asset valuations',
    query: endpointQuery({}),
    response: valuationRates,
  }),
  depositAddress: defineEndpoint({
    ...read,
    path: '/asset/deposit/address',
    summary:
      'The deposit address (and memo where the chain needs one) of an asset; coins sent there arrive through the deposit simulator',
    query: endpointQuery({ asset: spotAsset }),
    example: { asset: 'BTC' },
    response: depositAddress,
  }),
  simulateDeposit: defineEndpoint({
    ...move,
    path: '/asset/deposit/simulate',
    summary: 'Deposit simulator: credits test funds at once',
    body: simulateDepositBody,
    example: { asset: 'USDT', amount: '100' },
    response: balanceAfterMove,
  }),
  transfer: defineEndpoint({
    ...move,
    path: '/asset/transfer',
    summary: "Move funds between the accounts of the user's family (main account and sub-accounts)",
    body: transferBody,
    example: { toUserId: '1', asset: 'USDT', amount: '1' },
    response: balanceAfterMove,
  }),
  withdraw: defineEndpoint({
    ...move,
    path: '/asset/withdraw',
    summary:
      'Withdraw to an address; needs a second factor (Google Authenticator code, else an e-mail or SMS code of scene security)',
    // Not in §7's list: mode 2 over the whole body, so no field (the address, the amount) can be
    // changed in flight (issue #21 item 4).
    signing: { mode: 2, fields: ['asset', 'amount', 'address', 'googleCode', 'emailCode', 'mobileCode'] },
    deviceToken: true,
    secondFactor: true,
    body: withdrawBody,
    example: { asset: 'USDT', amount: '1', address: 'tl1exampleaddress0001', emailCode: '000000' },
    response: balanceAfterMove,
  }),
  withdrawBatchQuery: defineEndpoint({
    ...move,
    rateLimit: 'private-read',
    path: '/asset/withdraw/batch-query',
    summary: "The state of several of the caller's withdrawals in one call (§7, device token)",
    deviceToken: true,
    body: withdrawBatchQueryBody,
    example: { recordIds: ['1', '2'] },
    response: withdrawBatchQueryAnswer,
  }),
  withdrawSettings: defineEndpoint({
    ...read,
    path: '/asset/withdraw/settings',
    summary:
      'The withdraw no-password flag, its limits, what the last 24 hours used of them, and the address whitelist',
    query: endpointQuery({}),
    response: withdrawSettings,
  }),
  whitelistAdd: defineEndpoint({
    ...move,
    path: '/asset/withdraw/whitelist/add',
    summary: 'Put an address on the withdrawal whitelist (step-up: password and second factor)',
    signing: { mode: 2, fields: ['address', 'label'] },
    stepUp: true,
    locksWithdrawals: false,
    body: whitelistAddBody,
    example: { address: 'tl1examplewhitelist0001', label: 'Cold wallet' },
    response: withdrawSettings,
  }),
  whitelistRemove: defineEndpoint({
    ...move,
    path: '/asset/withdraw/whitelist/remove',
    summary: 'Take an address off the withdrawal whitelist (narrows where money may go: no step-up)',
    body: whitelistRemoveBody,
    example: { id: '1' },
    response: withdrawSettings,
  }),
  noPasswordFlag: defineEndpoint({
    ...move,
    path: '/asset/withdraw/no-password/set',
    summary:
      'Turn the withdraw no-password flag on or off (§7, device token; step-up: password and second factor)',
    signing: { mode: 2, fields: ['enabled'] },
    deviceToken: true,
    stepUp: true,
    locksWithdrawals: false,
    body: noPasswordBody,
    example: { enabled: true },
    response: withdrawSettings,
  }),
  records: defineEndpoint({
    ...read,
    path: '/asset/records',
    summary: 'Deposits, withdrawals, transfers and demo grants, newest first',
    query: recordQuery({
      kind: z.enum(ASSET_RECORD_KINDS).optional(),
      asset: spotAsset.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
      before: z.coerce.number().int().positive().optional(),
    }),
    example: { asset: 'USDT', limit: 10 },
    response: z.array(assetRecord),
  }),
  demoReset: defineEndpoint({
    ...move,
    path: '/asset/demo/reset',
    summary: 'Reset the demo account: cancel its orders and restore the virtual funds',
    body: z.strictObject({}).optional(),
    response: demoReset,
  }),
} as const;
