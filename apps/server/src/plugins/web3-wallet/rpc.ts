import type { Web3RpcMethod } from '@tideline/protocol/web3-wallet/tokens';
import type { ChainRuntime } from './chain/chain-runtime.ts';
import { Web3Code } from './codes.ts';
import { Web3Error } from './errors.ts';

/**
 * The browser wallet's JSON-RPC to the local chain (`POST /v1/web3/rpc`,
 * docs/protocol-web3-wallet.md "JSON-RPC"). The chain runs inside the gateway's process with no
 * port of its own, so this is the browser's only way to it: the request schema lets through only
 * the methods of `WEB3_RPC_METHODS` (reads, gas estimation and sending a transaction the browser
 * signed), so nothing here can sign with a key the chain holds or steer the chain. An error the
 * chain answers (a reverted call or estimate, a nonce too low, too little ether) is 41013.
 */
export async function walletRpc(
  runtime: ChainRuntime,
  method: Web3RpcMethod,
  params: readonly unknown[],
): Promise<unknown> {
  const { chain } = await runtime.ready();
  try {
    return await chain.provider.request({ method, params: [...params] } as never);
  } catch (error) {
    if (error instanceof Error) throw new Web3Error(Web3Code.chainRefused);
    throw error;
  }
}
