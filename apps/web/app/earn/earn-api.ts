import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import { EARN_QUERY_KEYS, type EarnRecord, fetchEarnAccount } from './earn-account.ts';

// The earn pages' calls (docs/protocol-earn.md §1), each through its endpoint-table row; queries
// are keyed by the session, so another sign-in reads its own.

export function useEarnProducts() {
  const client = useApiClient();
  return useQuery({
    queryKey: EARN_QUERY_KEYS.products,
    queryFn: () => callEndpoint(client, EARN_ENDPOINTS.products, {}),
  });
}

export function useEarnHoldings() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...EARN_QUERY_KEYS.holdings, userId],
    queryFn: () => callEndpoint(client, EARN_ENDPOINTS.holdings, {}),
    enabled: userId !== null,
  });
}

export function useEarnAccount() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...EARN_QUERY_KEYS.account, userId],
    queryFn: () => fetchEarnAccount(client),
    enabled: userId !== null,
  });
}

/** Records within a day range (`YYYY-MM-DD`, UTC, both ends included), optionally of one kind. */
export function useEarnRecords(from: string, to: string, kind: EarnRecord['kind'] | '') {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [...EARN_QUERY_KEYS.records, userId, from, to, kind],
    queryFn: () =>
      callEndpoint(client, EARN_ENDPOINTS.records, {
        ...(from === '' ? {} : { from: Date.parse(`${from}T00:00:00Z`) }),
        ...(to === '' ? {} : { to: Date.parse(`${to}T23:59:59.999Z`) }),
        ...(kind === '' ? {} : { kind }),
        limit: 500,
      }),
    enabled: userId !== null,
  });
}
