import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { REFERRAL_ENDPOINTS } from '@tideline/protocol/referral/endpoints';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';

/** The caller's codes and totals; keyed by the session so another sign-in reads its own. */
export function useReferralOverview() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ['referral', 'overview', userId],
    queryFn: () => callEndpoint(client, REFERRAL_ENDPOINTS.overview),
    enabled: userId !== null,
  });
}

export function useInvitees() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ['referral', 'invitees', userId],
    queryFn: () => callEndpoint(client, REFERRAL_ENDPOINTS.invitees, { page: 1, pageSize: 100 }),
    enabled: userId !== null,
  });
}

export function useCommissions(from: string, to: string) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ['referral', 'commissions', userId, from, to],
    queryFn: () =>
      callEndpoint(client, REFERRAL_ENDPOINTS.commissions, {
        ...(from === '' ? {} : { from }),
        ...(to === '' ? {} : { to }),
        page: 1,
        pageSize: 500,
      }),
    enabled: userId !== null,
  });
}
