import type { RequestClient } from '@tideline/core/request';
import type { Web3Token } from '@tideline/protocol/web3-wallet/tokens';
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hex,
  maxUint256,
  type PublicClient,
  parseUnits,
} from 'viem';
import type { HDAccount } from 'viem/accounts';
import { addActivity } from './activity.ts';
import { ROUTER_ABI, swapGasLimit, walletChainClient } from './chain.ts';
import type { TokenInfo } from './web3-api.ts';

// What the wallet signs (issue #27): a transfer of ether or a token, and a swap through the
// router (with its approval first when the router may not spend enough). Each is prepared here,
// signed by the account in this browser, and sent as signed bytes through the gateway's JSON-RPC.

/** A transfer ready for the confirm screen: the call, its estimated gas and the fee in ether. */
export interface PreparedTransfer {
  to: Address;
  value: bigint;
  data: Hex | undefined;
  gas: bigint;
  gasPrice: bigint;
  feeEth: string;
}

/** `token` null is ether. */
export async function prepareTransfer(
  chain: PublicClient,
  from: Address,
  token: TokenInfo | null,
  to: Address,
  amount: string,
): Promise<PreparedTransfer> {
  const call =
    token === null
      ? { to, value: parseUnits(amount, 18), data: undefined }
      : {
          to: token.address as Address,
          value: 0n,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, parseUnits(amount, token.decimals)],
          }),
        };
  const [gas, gasPrice] = await Promise.all([
    chain.estimateGas({ account: from, ...call }),
    chain.getGasPrice(),
  ]);
  return { ...call, gas, gasPrice, feeEth: formatEther(gas * gasPrice) };
}

export async function sendPrepared(
  client: RequestClient,
  signer: HDAccount,
  prepared: PreparedTransfer,
): Promise<Hex> {
  const wallet = walletChainClient(client, signer);
  return wallet.sendTransaction({
    to: prepared.to,
    value: prepared.value,
    data: prepared.data,
    gas: prepared.gas,
    gasPrice: prepared.gasPrice,
  });
}

export interface SwapPlan {
  router: Address;
  path: Address[];
  amountIn: bigint;
  minimumOut: bigint;
  tokenIn: TokenInfo;
  tokenOut: Web3Token;
  amountText: string;
}

/**
 * Approves the router for `amountIn` when its allowance is short (the approval's own transaction,
 * waited for), then signs and sends `swapExactTokensForTokens` with the quote's minimum as
 * `amountOutMin`: the router reverts it if the pools moved past the slippage.
 */
export async function sendSwap(
  client: RequestClient,
  chain: PublicClient,
  signer: HDAccount,
  plan: SwapPlan,
): Promise<Hex> {
  const wallet = walletChainClient(client, signer);
  const tokenIn = plan.tokenIn.address as Address;
  const allowance = await chain.readContract({
    address: tokenIn,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [signer.address, plan.router],
  });
  if (allowance < plan.amountIn) {
    const approveGas = await chain.estimateContractGas({
      account: signer.address,
      address: tokenIn,
      abi: erc20Abi,
      functionName: 'approve',
      args: [plan.router, maxUint256],
    });
    const approval = await wallet.writeContract({
      address: tokenIn,
      abi: erc20Abi,
      functionName: 'approve',
      args: [plan.router, maxUint256],
      gas: approveGas,
    });
    addActivity({
      hash: approval,
      kind: 'approve',
      from: signer.address,
      token: plan.tokenIn.symbol,
      amount: '',
      atMs: Date.now(),
    });
    const receipt = await chain.waitForTransactionReceipt({ hash: approval, pollingInterval: 1_000 });
    if (receipt.status !== 'success') throw new Error('approval failed');
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 20 * 60);
  const args = [plan.amountIn, plan.minimumOut, plan.path, signer.address, deadline] as const;
  const estimate = await chain.estimateContractGas({
    account: signer.address,
    address: plan.router,
    abi: ROUTER_ABI,
    functionName: 'swapExactTokensForTokens',
    args,
  });
  const hash = await wallet.writeContract({
    address: plan.router,
    abi: ROUTER_ABI,
    functionName: 'swapExactTokensForTokens',
    args,
    gas: swapGasLimit(estimate),
  });
  addActivity({
    hash,
    kind: 'swap',
    from: signer.address,
    token: plan.tokenIn.symbol,
    amount: plan.amountText,
    tokenOut: plan.tokenOut,
    atMs: Date.now(),
  });
  return hash;
}
