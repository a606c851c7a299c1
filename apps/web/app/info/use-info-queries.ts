import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { INFO_ENDPOINTS } from '@tideline/protocol/info/endpoints';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';

const STALE_MS = 60_000;

/** Fee tiers; keyed by the session so a sign-in or sign-out fetches the caller's own tier. */
export function useFeeSchedule() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ['info', 'fees', userId],
    queryFn: () => callEndpoint(client, INFO_ENDPOINTS.fees),
    staleTime: STALE_MS,
  });
}

export function useReserves() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['info', 'reserves'],
    queryFn: () => callEndpoint(client, INFO_ENDPOINTS.reserves),
    staleTime: STALE_MS,
  });
}

export function useProtectionFund() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['info', 'protection-fund'],
    queryFn: () => callEndpoint(client, INFO_ENDPOINTS.protectionFund),
    staleTime: STALE_MS,
  });
}

export function useDownloads() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['info', 'downloads'],
    queryFn: () => callEndpoint(client, INFO_ENDPOINTS.downloads),
    staleTime: STALE_MS,
  });
}
