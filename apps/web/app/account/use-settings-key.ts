import { useSessionUserId } from '../security/auth-session.ts';

/**
 * The cache key of a settings query: the session's acting account is part of it, so a switch to
 * another account never shows the previous account's data; `userId` names a managed sub-account.
 */
export function useSettingsKey(path: string, userId: string | undefined): readonly string[] {
  const actingUserId = useSessionUserId();
  return [path, actingUserId ?? 'none', userId ?? 'self'];
}
