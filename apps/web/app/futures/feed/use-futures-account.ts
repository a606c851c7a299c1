import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import {
  parseAccount,
  parseFills,
  parseFunding,
  parseOpenOrders,
  parseOrderHistory,
  parsePositions,
  parseSettings,
} from '../model/parse-futures.ts';
import { FUTURES_ACCOUNT_KEY, FUTURES_ACCOUNT_POLL_MS, useFuturesFeed } from './FuturesFeedProvider.tsx';
import { pollWhileDown, STREAMED_ACCOUNT_PARTS } from './stream-routing.ts';

/** Rows the history tables show at most (the gateway's largest page). */
export const HISTORY_PAGE = 100;

// The signed-in trader's futures data. Live figures (account, positions, open orders) come from the
// socket's private channels (FuturesFeedProvider writes them into these queries); REST reads them
// first and every FUTURES_ACCOUNT_POLL_MS while the socket is down. Records are re-read when a
// command changes them.

/** Repeats a private read only while the socket cannot bring it. */
function usePrivatePoll(): number | false {
  return pollWhileDown(useFuturesFeed().privateLive, FUTURES_ACCOUNT_POLL_MS);
}

export function useFuturesAccount(enabled: boolean) {
  const client = useApiClient();
  const refetchInterval = usePrivatePoll();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'account'],
    queryFn: async () => parseAccount((await client.get<unknown>('/futures/account')).data),
    enabled,
    refetchInterval,
  });
}

/** Every open position (all contracts: cross liquidation needs the others). */
export function usePositions(enabled: boolean) {
  const client = useApiClient();
  const refetchInterval = usePrivatePoll();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'positions'],
    queryFn: async () => parsePositions((await client.get<unknown>('/futures/positions')).data),
    enabled,
    refetchInterval,
  });
}

export function useOpenOrders(symbol: string, enabled: boolean) {
  const client = useApiClient();
  const refetchInterval = usePrivatePoll();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'open', symbol],
    queryFn: async () =>
      parseOpenOrders((await client.get<unknown>('/futures/orders/open', { symbol })).data),
    enabled,
    refetchInterval,
  });
}

export function useSettings(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'settings', symbol],
    queryFn: async () => parseSettings((await client.get<unknown>('/futures/settings', { symbol })).data),
    enabled,
  });
}

export function useOrderHistory(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'history', symbol],
    queryFn: async () =>
      parseOrderHistory(
        (await client.get<unknown>('/futures/orders/history', { symbol, limit: HISTORY_PAGE })).data,
      ),
    enabled,
  });
}

export function useFills(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'fills', symbol],
    queryFn: async () =>
      parseFills((await client.get<unknown>('/futures/fills', { symbol, limit: HISTORY_PAGE })).data),
    enabled,
  });
}

export function useFundingHistory(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'funding', symbol],
    queryFn: async () =>
      parseFunding((await client.get<unknown>('/futures/funding', { symbol, limit: HISTORY_PAGE })).data),
    enabled,
  });
}

/**
 * Re-reads the trader's futures data after a command: the records, and the live figures too unless
 * the socket's private channels bring their new state anyway.
 */
export function useRefreshFuturesAccount(): () => void {
  const queryClient = useQueryClient();
  const { privateLive } = useFuturesFeed();
  return useCallback(
    () =>
      void queryClient.invalidateQueries({
        queryKey: FUTURES_ACCOUNT_KEY,
        predicate: (query) => !privateLive || !STREAMED_ACCOUNT_PARTS.has(String(query.queryKey[2])),
      }),
    [queryClient, privateLive],
  );
}
