import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { useCallback } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { pollWhileDown } from '../../trading/feed/market-venue.ts';
import { FUTURES_ACCOUNT_KEY, FUTURES_ACCOUNT_POLL_MS, useFuturesFeed } from './futures-venue.tsx';
import { STREAMED_ACCOUNT_PARTS } from './stream-routing.ts';

/** Rows the history tables show at most (the gateway's largest page). */
export const HISTORY_PAGE = 100;

// The signed-in trader's futures data. Live figures (account, positions, open orders) come from the
// socket's private channels (the futures venue's account stream writes them into these queries); REST reads them
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
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.account),
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
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.positions),
    enabled,
    refetchInterval,
  });
}

export function useOpenOrders(symbol: string, enabled: boolean) {
  const client = useApiClient();
  const refetchInterval = usePrivatePoll();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'open', symbol],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.openOrders, { symbol }),
    enabled,
    refetchInterval,
  });
}

export function useSettings(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'settings', symbol],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.settings, { symbol }),
    enabled,
  });
}

export function useOrderHistory(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'history', symbol],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.orderHistory, { symbol, limit: HISTORY_PAGE }),
    enabled,
  });
}

export function useFills(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'fills', symbol],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.fills, { symbol, limit: HISTORY_PAGE }),
    enabled,
  });
}

export function useFundingHistory(symbol: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...FUTURES_ACCOUNT_KEY, 'funding', symbol],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.funding, { symbol, limit: HISTORY_PAGE }),
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
