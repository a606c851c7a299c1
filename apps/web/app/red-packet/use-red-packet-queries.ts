import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { RED_PACKET_ENDPOINTS } from '@tideline/protocol/red-packets/endpoints';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';

/** My sent or received packets; keyed by the session so another sign-in reads its own. */
export function useRedPacketList(which: 'sent' | 'received') {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ['red-packet', which, userId],
    queryFn: () => callEndpoint(client, RED_PACKET_ENDPOINTS[which]),
    enabled: userId !== null,
  });
}

/** One packet by its code, as a visitor or as the signed-in user sees it. */
export function useRedPacket(code: string) {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: ['red-packet', 'show', code, userId],
    queryFn: () => callEndpoint(client, RED_PACKET_ENDPOINTS.show, { code }),
    retry: false,
  });
}
