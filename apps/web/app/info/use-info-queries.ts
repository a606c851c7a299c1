import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import {
  type DownloadEntry,
  type FeeSchedule,
  INFO_PATHS,
  type ProtectionFund,
  type Reserves,
} from './info-api.ts';

const STALE_MS = 60_000;

/** Fee tiers; keyed by the session so a sign-in or sign-out fetches the caller's own tier. */
export function useFeeSchedule() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ['info', 'fees', userId],
    queryFn: async () => (await client.get<FeeSchedule>(INFO_PATHS.fees)).data,
    staleTime: STALE_MS,
  });
}

export function useReserves() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['info', 'reserves'],
    queryFn: async () => (await client.get<Reserves>(INFO_PATHS.reserves)).data,
    staleTime: STALE_MS,
  });
}

export function useProtectionFund() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['info', 'protection-fund'],
    queryFn: async () => (await client.get<ProtectionFund>(INFO_PATHS.protectionFund)).data,
    staleTime: STALE_MS,
  });
}

export function useDownloads() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['info', 'downloads'],
    queryFn: async () => (await client.get<readonly DownloadEntry[]>(INFO_PATHS.downloads)).data,
    staleTime: STALE_MS,
  });
}
