import type { RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import { callEndpoint } from '../api/call-endpoint.ts';
import { rememberSession } from '../security/auth-session.ts';

/**
 * The gateway decides the trading venue by the session's account: the user's demo account trades
 * on the demo venue with virtual funds (markets protocol, demo mode). The local demo flag (spec §4)
 * is what the visitor chose, so a logged-in session is switched to match it.
 */
export type VenueSync = 'unchanged' | 'switched';

// Switching replaces the session cookie and revokes the old one: two switches at once would send
// the second with a revoked session and end in a forced logout, so they run one after another.
let queue: Promise<unknown> = Promise.resolve();

function serialised<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

async function sessionIsDemo(client: RequestClient): Promise<boolean> {
  return (await callEndpoint(client, ACCOUNTS_ENDPOINTS.userInfo, {})).demo;
}

/** Moves the logged-in session to the demo account (`demo`) or back to the main account. */
export function syncTradeVenue(client: RequestClient, demo: boolean): Promise<VenueSync> {
  return serialised(async () => {
    const current = await sessionIsDemo(client);
    if (current === demo) return 'unchanged';
    const switched = await callEndpoint(client, ACCOUNTS_ENDPOINTS.switchTradeDemo, { demo });
    rememberSession(switched.userId);
    return 'switched';
  });
}
