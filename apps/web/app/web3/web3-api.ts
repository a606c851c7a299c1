import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '@tideline/core/request';
import { ASSET_ENDPOINTS } from '@tideline/protocol/asset/endpoints';
import { WEB3_ENDPOINTS } from '@tideline/protocol/web3-wallet/endpoints';
import type { tokenInfo } from '@tideline/protocol/web3-wallet/schemas';
import type { Web3Token } from '@tideline/protocol/web3-wallet/tokens';
import { useMemo } from 'react';
import type { Address, Hex } from 'viem';
import type { z } from 'zod';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import { type TxState, txState } from './activity.ts';
import { publicChainClient } from './chain.ts';

// The wallet pages' reads (docs/protocol-web3-wallet.md), each through its endpoint-table row.

export type TokenInfo = z.infer<typeof tokenInfo>;

export const WEB3_QUERY_KEYS = {
  all: ['web3'],
  tokens: ['web3', 'tokens'],
  balances: ['web3', 'balances'],
  receipt: ['web3', 'receipt'],
  withdrawals: ['web3', 'withdrawals'],
  deposits: ['web3', 'deposits'],
  depositAddress: ['web3', 'depositAddress'],
  swaps: ['web3', 'swaps'],
  spot: ['web3', 'spot'],
} as const;

/** Balances and states move with every block (one every 2 s on the local chain). */
const CHAIN_POLL_MS = 3_000;

export function useChainClient() {
  const client = useApiClient();
  return useMemo(() => publicChainClient(client), [client]);
}

export function useTokens() {
  const client = useApiClient();
  return useQuery({
    queryKey: WEB3_QUERY_KEYS.tokens,
    queryFn: () => callEndpoint(client, WEB3_ENDPOINTS.tokens, {}),
    refetchInterval: 15_000,
  });
}

export function useBalances(address: Address | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...WEB3_QUERY_KEYS.balances, address],
    queryFn: () => callEndpoint(client, WEB3_ENDPOINTS.balances, { address: address! }),
    enabled: address !== null,
    refetchInterval: CHAIN_POLL_MS,
  });
}

/** A transaction's state and confirmations (its block and those after it), read from the chain. */
export function useTxState(hash: Hex) {
  const chain = useChainClient();
  return useQuery({
    queryKey: [...WEB3_QUERY_KEYS.receipt, hash],
    queryFn: async (): Promise<{ state: TxState; confirmations: number }> => {
      const receipt = await chain.getTransactionReceipt({ hash }).catch(() => null);
      if (receipt === null) return { state: 'pending', confirmations: 0 };
      const head = await chain.getBlockNumber({ cacheTime: 0 });
      return { state: txState(receipt), confirmations: Number(head - receipt.blockNumber + 1n) };
    },
    refetchInterval: CHAIN_POLL_MS,
  });
}

/** My records of one kind (withdrawals, deposits, swaps) or my deposit address, polled with the chain. */
export function useMine<
  E extends (typeof WEB3_ENDPOINTS)['withdrawals' | 'deposits' | 'swaps' | 'depositAddress'],
>(endpoint: E, key: readonly string[]) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...key, userId],
    queryFn: () => callEndpoint(client, endpoint as E, {} as EndpointInput<E>),
    enabled: userId !== null,
    refetchInterval: CHAIN_POLL_MS,
  });
}

export function useSpotAvailable(asset: string) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...WEB3_QUERY_KEYS.spot, userId],
    queryFn: () => callEndpoint(client, ASSET_ENDPOINTS.spotBalances, {}),
    enabled: userId !== null,
    select: (data) => data.balances.find((row) => row.asset === asset)?.available ?? '0',
  });
}

export function useInvalidateWeb3() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: WEB3_QUERY_KEYS.all });
}

export function tokenBySymbol(tokens: readonly TokenInfo[], symbol: Web3Token): TokenInfo {
  const token = tokens.find((row) => row.symbol === symbol);
  if (token === undefined) throw new Error(`unknown token ${symbol}`);
  return token;
}
