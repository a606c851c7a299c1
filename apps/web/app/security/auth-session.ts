// The logged-in state of this browser. The session cookies are httpOnly (protocol §3.1), so the
// page cannot read them: it remembers the acting user id after a successful login and forgets it
// on logout or when the gateway reports the session expired. Shared across tabs via storage events.
import { useSyncExternalStore } from 'react';

export const AUTH_SESSION_KEY = 'tideline_session_user';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function sessionUserId(): string | null {
  return storage()?.getItem(AUTH_SESSION_KEY) ?? null;
}

export function isLoggedIn(): boolean {
  return sessionUserId() !== null;
}

export function rememberSession(userId: string): void {
  storage()?.setItem(AUTH_SESSION_KEY, userId);
  notify();
}

export function forgetSession(): void {
  storage()?.removeItem(AUTH_SESSION_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The acting user id, or null when signed out; always null while rendering on the server. */
export function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribe, sessionUserId, () => null);
}
