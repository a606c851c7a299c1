import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  addressBalances,
  balancesQuery,
  depositAddress,
  depositRecord,
  gasBody,
  gasDrip,
  historyQuery,
  quoteQuery,
  rpcBody,
  rpcResult,
  swapQuote,
  swapRecord,
  swapSignBody,
  tokenList,
  withdrawal,
  withdrawBody,
} from './schemas.ts';

/**
 * The web3 wallet's gateway calls (issue #27, docs/protocol-web3-wallet.md): the local chain's
 * tokens, balances and swap quotes for anyone; the swap record, deposit address and withdrawal
 * for a signed-in user. "swap web3 sign and withdraw" carry the device token (spec §7).
 */

const chainRead = { method: 'GET', tag: 'web3', auth: 'public', rateLimit: 'public-read' } as const;
const read = { method: 'GET', tag: 'web3', auth: 'session', rateLimit: 'private-read' } as const;
const command = { method: 'POST', tag: 'web3', auth: 'session', rateLimit: 'trade' } as const;
const someAddress = '0x000000000000000000000000000000000000dEaD';

export const WEB3_ENDPOINTS = {
  tokens: defineEndpoint({
    ...chainRead,
    path: '/web3/tokens',
    summary: 'The local chain’s tokens, contracts and confirmations, priced by the spot market',
    query: historyQuery,
    response: tokenList,
  }),
  balances: defineEndpoint({
    ...chainRead,
    path: '/web3/balances',
    summary: 'Ether and token balances of an address, read from the chain',
    query: balancesQuery,
    example: { address: someAddress },
    response: addressBalances,
  }),
  quote: defineEndpoint({
    ...chainRead,
    path: '/web3/swap/quote',
    summary: 'What a swap pays from the Uniswap v2 pools: amount out, price impact, minimum received',
    query: quoteQuery,
    example: { tokenIn: 'USDT', tokenOut: 'WBTC', amountIn: '100', slippageBps: 50 },
    response: swapQuote,
  }),
  swapSign: defineEndpoint({
    ...command,
    path: '/web3/swap/sign',
    summary: 'Record a swap the browser signed and sent, read back from its receipt, in my history',
    deviceToken: true,
    body: swapSignBody,
    example: { txHash: `0x${'ab'.repeat(32)}` },
    response: swapRecord,
  }),
  swaps: defineEndpoint({
    ...read,
    path: '/web3/swaps',
    summary: 'My recorded swaps, newest first',
    query: historyQuery,
    response: z.array(swapRecord),
  }),
  depositAddress: defineEndpoint({
    ...read,
    path: '/web3/deposit/address',
    summary: 'My exchange deposit address on the local chain',
    query: historyQuery,
    response: depositAddress,
  }),
  deposits: defineEndpoint({
    ...read,
    path: '/web3/deposits',
    summary: 'My credited deposits, newest first',
    query: historyQuery,
    response: z.array(depositRecord),
  }),
  withdraw: defineEndpoint({
    ...command,
    path: '/web3/withdraw',
    summary: 'Send tokens from my exchange balance to an address; debited first, refunded if the send fails',
    deviceToken: true,
    secondFactor: true,
    body: withdrawBody,
    example: { token: 'USDT', amount: '10', address: someAddress, secondFactor: '123456' },
    response: withdrawal,
  }),
  gas: defineEndpoint({
    ...command,
    path: '/web3/gas',
    summary: 'The local chain’s faucet: ether for gas to one of my wallet addresses, once per address',
    body: gasBody,
    example: { address: someAddress },
    response: gasDrip,
  }),
  rpc: defineEndpoint({
    ...command,
    path: '/web3/rpc',
    summary: 'The browser wallet’s JSON-RPC to the local chain: reads and sending a transaction it signed',
    body: rpcBody,
    example: { method: 'eth_chainId', params: [] },
    response: rpcResult,
  }),
  withdrawals: defineEndpoint({
    ...read,
    path: '/web3/withdrawals',
    summary: 'My withdrawals to the chain, newest first',
    query: historyQuery,
    response: z.array(withdrawal),
  }),
};
