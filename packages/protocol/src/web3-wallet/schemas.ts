import { z } from 'zod';
import { endpointQuery, wireDecimal, wireTime } from '../endpoint.ts';
import { WEB3_RPC_METHODS, WEB3_TOKENS, WEB3_WITHDRAWAL_STATES } from './tokens.ts';

/** Web3 wallet wire shapes (issue #27, docs/protocol-web3-wallet.md). */

export const web3Token = z.enum(WEB3_TOKENS);
/** An EVM address, 20 bytes in hex (any letter case; the checksum is not required). */
export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
export const txHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
/** A positive token amount in whole tokens, at most 18 decimals; hostile shapes fail here. */
export const tokenAmount = z
  .string()
  .max(40)
  .regex(/^\d{1,20}(\.\d{1,18})?$/);
const secondFactor = z.string().max(20).optional();

export const tokenInfo = z.object({
  symbol: web3Token,
  name: z.string(),
  address: evmAddress,
  decimals: z.number().int(),
  /** The exchange asset it stands for. */
  asset: z.string(),
  /** The spot market's last price in USDT. */
  priceUsdt: wireDecimal,
});

export const tokenList = z.object({
  chainId: z.number().int(),
  router: evmAddress,
  factory: evmAddress,
  confirmations: z.number().int(),
  tokens: z.array(tokenInfo),
});

export const balancesQuery = endpointQuery({ address: evmAddress });
export const addressBalances = z.object({
  address: evmAddress,
  block: wireDecimal,
  /** Ether, for gas. */
  eth: wireDecimal,
  tokens: z.array(z.object({ symbol: web3Token, balance: wireDecimal, valueUsdt: wireDecimal })),
});

export const quoteQuery = endpointQuery({
  tokenIn: web3Token,
  tokenOut: web3Token,
  amountIn: tokenAmount,
  /** Basis points, 0 to 5000; 50 (0.5%) when absent. */
  slippageBps: z.coerce.number().int().min(0).max(5000).optional(),
});
export const swapQuote = z.object({
  tokenIn: web3Token,
  tokenOut: web3Token,
  amountIn: wireDecimal,
  amountOut: wireDecimal,
  minimumReceived: wireDecimal,
  /** Basis points the execution price is below the pools' price, fee included. */
  priceImpactBps: z.number().int(),
  slippageBps: z.number().int(),
  /** The token symbols the swap passes through, first to last. */
  route: z.array(web3Token),
  /** The token addresses of `route`, the router's `path` argument. */
  path: z.array(evmAddress),
  router: evmAddress,
});

export const swapSignBody = z.strictObject({ txHash });
export const swapRecord = z.object({
  txHash,
  address: evmAddress,
  tokenIn: web3Token,
  tokenOut: web3Token,
  amountIn: wireDecimal,
  amountOut: wireDecimal,
  status: z.enum(['confirmed', 'failed']),
  block: wireDecimal,
  recordedAt: wireTime,
});

export const depositAddress = z.object({ address: evmAddress, confirmations: z.number().int() });
export const depositRecord = z.object({
  txHash,
  token: web3Token,
  asset: z.string(),
  amount: wireDecimal,
  block: wireDecimal,
  creditedAt: wireTime,
});

export const withdrawBody = z.strictObject({
  token: web3Token,
  /** Whole tokens, at most 8 decimals (the exchange's books count 1e-8). */
  amount: tokenAmount,
  address: evmAddress,
  secondFactor,
});
export const withdrawal = z.object({
  id: z.string(),
  token: web3Token,
  asset: z.string(),
  amount: wireDecimal,
  address: evmAddress,
  state: z.enum(WEB3_WITHDRAWAL_STATES),
  txHash: txHash.nullable(),
  createdAt: wireTime,
});

export const gasBody = z.strictObject({ address: evmAddress });
export const gasDrip = z.object({ address: evmAddress, amountEth: wireDecimal, txHash });

export const historyQuery = endpointQuery({});

/**
 * One JSON-RPC call of the browser wallet (`POST /web3/rpc`): a method of `WEB3_RPC_METHODS` and at
 * most 3 parameters, each a JSON scalar, a list of scalars, or an object (a transaction request) of
 * scalars and lists of scalars, two levels at most (no recursion, so the API reference can show
 * it). A signed transaction is at most 64 KiB of hex.
 */
const rpcScalar = z.union([z.string().max(131_074), z.number(), z.boolean(), z.null()]);
const rpcList = z.array(rpcScalar).max(64);
const rpcValue = z.union([rpcScalar, rpcList, z.record(z.string().max(64), z.union([rpcScalar, rpcList]))]);
export const rpcBody = z.strictObject({
  method: z.enum(WEB3_RPC_METHODS),
  params: z.array(rpcValue).max(3).optional(),
});
/** The chain's JSON-RPC `result`, as the chain answered it. */
export const rpcResult = z.unknown();
