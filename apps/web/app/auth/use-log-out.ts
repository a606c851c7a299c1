import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { forgetSession } from '../security/auth-session.ts';
import { duringDeliberateLogout } from '../security/session-end.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { logOut } from './login-api.ts';

/**
 * Ends the session at the gateway, then forgets it here and drops cached account data, even when
 * the gateway could not be reached (the local state must never outlive the user's intent).
 */
export function useLogOut(): () => Promise<void> {
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { localize } = usePageLocale();
  return () =>
    duringDeliberateLogout(async () => {
      try {
        await logOut(client);
      } catch {
        // The request client has shown why; the local session ends regardless.
      } finally {
        forgetSession();
        queryClient.clear();
        navigate(localize(AUTH_LINKS.login));
      }
    });
}
