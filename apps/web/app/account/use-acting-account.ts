import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import { fetchActingAccount, SETTINGS_PATHS } from './account-settings-api.ts';
import { retryCancelled } from './retry-cancelled.ts';

/** The account this session acts as (main, sub or demo); refetched whenever the session switches. */
export function useActingAccount() {
  const client = useApiClient();
  const userId = useSessionUserId();
  return useQuery({
    queryKey: [SETTINGS_PATHS.userInfo, userId],
    queryFn: () => fetchActingAccount(client),
    enabled: userId !== null,
    retry: retryCancelled,
  });
}
