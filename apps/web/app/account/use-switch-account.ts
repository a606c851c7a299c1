import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@tideline/ui';
import { useCallback } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { rememberSession } from '../security/auth-session.ts';
import { type SwitchAnswer, switchWebAccount } from './account-settings-api.ts';

/**
 * Moves the web session to another account of the family (protocol §4 switchWeb). The new acting
 * id is remembered, so every account query keyed by it refetches for the new account.
 */
export function useSwitchAccount(): (userId: string, doneMessage: string) => Promise<SwitchAnswer | null> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (userId, doneMessage) => {
      try {
        const answer = await switchWebAccount(client, userId);
        rememberSession(answer.userId);
        await queryClient.invalidateQueries();
        toast({ message: doneMessage, type: 'success' });
        return answer;
      } catch {
        return null; // The request client has shown the gateway's message.
      }
    },
    [client, queryClient],
  );
}
