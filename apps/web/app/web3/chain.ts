import { callEndpoint, LONG_CALL_TIMEOUT_MS, type RequestClient } from '@tideline/core/request';
import type { EndpointBody } from '@tideline/protocol/endpoint';
import { WEB3_ENDPOINTS } from '@tideline/protocol/web3-wallet/endpoints';
import { WEB3_RPC_METHODS, type Web3RpcMethod } from '@tideline/protocol/web3-wallet/tokens';
import {
  type Account,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type EIP1193RequestFn,
  type PublicClient,
  parseAbi,
} from 'viem';

// The browser wallet's way to the chain (issue #27): viem's clients over a `custom` transport whose
// every call is the gateway's `POST /v1/web3/rpc`, through the page's request client (same origin,
// signed, the session's cookies). Only public data and transactions this browser signed go out.

export const LOCAL_CHAIN = defineChain({
  id: 31337,
  name: 'Tideline local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

type RpcBody = EndpointBody<typeof WEB3_ENDPOINTS.rpc>;

function rpcTransport(client: RequestClient) {
  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    // A method the gateway does not pass (viem tries `eth_fillTransaction` first) is answered
    // here as JSON-RPC's "method not found", so viem falls back to the single calls at once.
    if (!(WEB3_RPC_METHODS as readonly string[]).includes(method))
      throw Object.assign(new Error(`${method} is not available`), { code: -32601 });
    // viem builds the parameters (addresses, hex quantities, transaction objects); the gateway's
    // schema checks their shape again.
    const body = { method: method as Web3RpcMethod, params: params ?? [] } as RpcBody;
    // The chain runs in the gateway's process: on a busy machine an estimate can outlast the
    // client's usual 10 s, and a late answer still holds.
    return callEndpoint(client, WEB3_ENDPOINTS.rpc, body, { timeoutMs: LONG_CALL_TIMEOUT_MS });
  }) as EIP1193RequestFn;
  // No retries: a refused call (41013) is final, and a send must never go twice.
  return custom({ request }, { retryCount: 0 });
}

export function publicChainClient(client: RequestClient): PublicClient {
  return createPublicClient({ chain: LOCAL_CHAIN, transport: rpcTransport(client), pollingInterval: 1_000 });
}

/** A client that signs with `account` here, in the browser, and sends only the signed bytes. */
export function walletChainClient(client: RequestClient, account: Account) {
  return createWalletClient({ account, chain: LOCAL_CHAIN, transport: rpcTransport(client) });
}

export const ROUTER_ABI = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

/**
 * Gas for a router swap: the chain's estimate plus half again, and never under 250,000 (the
 * gateway's README, "Gas estimates": a pair's swap can cost more when mined than estimated).
 */
export function swapGasLimit(estimate: bigint): bigint {
  const padded = (estimate * 3n) / 2n;
  return padded > 250_000n ? padded : 250_000n;
}
