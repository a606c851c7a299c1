import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { COPY_TRADING_ENDPOINTS } from '@tideline/protocol/copy-trading/endpoints';
import type {
  applyLeadBody,
  leadTraderCard,
  leadTraderProfile,
  RANKING_SORTS,
  STAT_WINDOWS,
} from '@tideline/protocol/copy-trading/schemas';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { z } from 'zod';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import { COPY_QUERY_KEYS, fetchMyCopies } from './copy-account.ts';
import type { CopyRecordKind } from './model/copy-records.ts';
import { allRecords, recordsQuery } from './model/copy-records.ts';
import type { FollowRequest } from './model/follow-form.ts';

// The copy-trading pages' calls (docs/protocol-copy-trading.md §1), each through its endpoint-table
// row, so every answer is checked against the protocol's schema. The user's own queries are keyed
// by the session, so another sign-in reads its own.

export type LeadCard = z.infer<typeof leadTraderCard>;
export type LeadProfile = z.infer<typeof leadTraderProfile>;
export type RankingSort = (typeof RANKING_SORTS)[number];
export type StatWindow = (typeof STAT_WINDOWS)[number];

/** Copied positions move when the lead trades (the simulated leads step every few seconds): poll them. */
const LIVE_POLL_MS = 5_000;

export function useRanking(sort: RankingSort, window: StatWindow, search: string) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.traders, userId, sort, window, search],
    queryFn: () =>
      callEndpoint(client, COPY_TRADING_ENDPOINTS.traders, {
        sort,
        window,
        ...(search === '' ? {} : { search }),
      }),
    placeholderData: (previous) => previous,
  });
}

export function useLeadProfile(traderId: string, window: StatWindow) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.trader, userId, traderId, window],
    queryFn: () => callEndpoint(client, COPY_TRADING_ENDPOINTS.trader, { traderId, window }),
    // An id that names no lead (40001) stays refused: no polling it.
    refetchInterval: (query) => (query.state.status === 'error' ? false : LIVE_POLL_MS),
    placeholderData: (previous) => previous,
  });
}

export function useMyCopies() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.copies, userId],
    queryFn: () => fetchMyCopies(client),
    enabled: userId !== null,
    refetchInterval: LIVE_POLL_MS,
  });
}

/** Every record of the kind and range, paged through the gateway's 500-row answers (for the CSV). */
export function useAllCopyRecords(kind: CopyRecordKind | '', range: readonly [Date, Date] | null) {
  const client = useApiClient();
  const query = recordsQuery(kind, range);
  return () => allRecords(query, (page) => callEndpoint(client, COPY_TRADING_ENDPOINTS.records, page));
}

export function useCopyRecords(kind: CopyRecordKind | '', range: readonly [Date, Date] | null) {
  const client = useApiClient();
  const userId = useSessionUserId();
  const query = recordsQuery(kind, range);
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.records, userId, query],
    queryFn: () => callEndpoint(client, COPY_TRADING_ENDPOINTS.records, query),
    enabled: userId !== null,
  });
}

export function useLeadDashboard() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.dashboard, userId],
    queryFn: () => callEndpoint(client, COPY_TRADING_ENDPOINTS.dashboard, {}),
    enabled: userId !== null,
    refetchInterval: LIVE_POLL_MS,
  });
}

/** The futures wallet a copy is funded from. */
export function useFuturesWallet(enabled: boolean) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...COPY_QUERY_KEYS.futures, userId],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.account, {}),
    enabled: enabled && userId !== null,
  });
}

/** The contracts a follower may choose to copy. */
export function useContracts() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['copyTrading', 'contracts'],
    queryFn: () => callEndpoint(client, FUTURES_ENDPOINTS.contracts, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every copy-trading answer may change after a follow, a stop or a profile edit. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COPY_QUERY_KEYS.all });
}

export function useFollow() {
  const client = useApiClient();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: FollowRequest) => callEndpoint(client, COPY_TRADING_ENDPOINTS.follow, body),
    onSuccess: refresh,
  });
}

export function useUnfollow() {
  const client = useApiClient();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (copyId: string) => callEndpoint(client, COPY_TRADING_ENDPOINTS.unfollow, { copyId }),
    onSuccess: refresh,
  });
}

export function useRemoveFollower() {
  const client = useApiClient();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (copyId: string) => callEndpoint(client, COPY_TRADING_ENDPOINTS.removeFollower, { copyId }),
    onSuccess: refresh,
  });
}

export function useApplyLead() {
  const client = useApiClient();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: z.input<typeof applyLeadBody>) =>
      callEndpoint(client, COPY_TRADING_ENDPOINTS.applyLead, body),
    onSuccess: refresh,
  });
}
