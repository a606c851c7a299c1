import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import type { P2pCrypto, P2pFiat, P2pSide } from '@tideline/protocol/p2p/markets';
import type { PaymentType } from '@tideline/protocol/p2p/payment-types';
import type { P2P_RECORD_KINDS } from '@tideline/protocol/p2p/schemas';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import { fetchP2pWallet, P2P_QUERY_KEYS } from './p2p-account.ts';

// The P2P pages' calls (docs/protocol-p2p.md), each through its endpoint-table row; the user's own
// queries are keyed by the session, so another sign-in reads its own.

/** An open order changes on the other side's moves (a merchant walks its side on a timer): poll it. */
const OPEN_ORDER_POLL_MS = 3_000;

export interface AdFilter {
  side: P2pSide;
  crypto: P2pCrypto;
  fiat: P2pFiat;
  amount: string;
  paymentType: PaymentType | '';
}

export function useP2pAds(filter: AdFilter) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...P2P_QUERY_KEYS.ads, filter],
    queryFn: () =>
      callEndpoint(client, P2P_ENDPOINTS.ads, {
        side: filter.side,
        crypto: filter.crypto,
        fiat: filter.fiat,
        ...(filter.amount === '' ? {} : { amount: filter.amount }),
        ...(filter.paymentType === '' ? {} : { paymentType: filter.paymentType }),
      }),
  });
}

export function useMyAds() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...P2P_QUERY_KEYS.myAds, userId],
    queryFn: () => callEndpoint(client, P2P_ENDPOINTS.myAds, {}),
    enabled: userId !== null,
  });
}

export function useP2pOrders(state: 'open' | 'done' | '') {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...P2P_QUERY_KEYS.orders, userId, state],
    queryFn: () => callEndpoint(client, P2P_ENDPOINTS.orders, state === '' ? {} : { state }),
    enabled: userId !== null,
  });
}

export function useP2pOrder(id: string) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...P2P_QUERY_KEYS.order, userId, id],
    queryFn: () => callEndpoint(client, P2P_ENDPOINTS.order, { id }),
    enabled: userId !== null,
    refetchInterval: (query) =>
      query.state.data === undefined || ['completed', 'cancelled'].includes(query.state.data.state)
        ? false
        : OPEN_ORDER_POLL_MS,
  });
}

export function usePaymentMethods() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...P2P_QUERY_KEYS.paymentMethods, userId],
    queryFn: () => callEndpoint(client, P2P_ENDPOINTS.paymentMethods, {}),
    enabled: userId !== null,
  });
}

export function useP2pWallet() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...P2P_QUERY_KEYS.wallet, userId],
    queryFn: () => fetchP2pWallet(client),
    enabled: userId !== null,
  });
}

/** A merchant's statistics and online ads (`/p2p/merchant/:userId`); anyone may read them. */
export function useMerchantProfile(userId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...P2P_QUERY_KEYS.merchant, userId],
    queryFn: () => callEndpoint(client, P2P_ENDPOINTS.merchant, { userId }),
  });
}

export type P2pRecordKind = (typeof P2P_RECORD_KINDS)[number];

/** The gateway's most records per call (docs/protocol-p2p.md §8). */
export const RECORDS_PAGE = 100;

/** My P2P records of a kind (or all) in a range of times, newest first, a page at a time. */
export function useP2pRecords(kind: P2pRecordKind | '', range: { startTime?: number; endTime?: number }) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useInfiniteQuery({
    queryKey: [...P2P_QUERY_KEYS.records, userId, kind, range],
    queryFn: ({ pageParam }) =>
      callEndpoint(client, P2P_ENDPOINTS.records, {
        limit: RECORDS_PAGE,
        ...(kind === '' ? {} : { kind }),
        ...range,
        ...(pageParam === undefined ? {} : { before: pageParam }),
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length < RECORDS_PAGE ? undefined : Number(page.at(-1)!.recordId)),
    enabled: userId !== null,
  });
}
