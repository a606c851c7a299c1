import type { RequestClient } from '@tideline/core/request';
import { rememberSession } from '../security/auth-session.ts';

type Client = Pick<RequestClient, 'get' | 'post'>;

const USER_INFO_PATH = '/v1/user/overview/userinfo';
const SWITCH_TRADE_DEMO_PATH = '/v1/user/sub/switchTradeDemo';

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

async function sessionIsDemo(client: Client): Promise<boolean | undefined> {
  const info = (await client.get<{ demo?: unknown }>(USER_INFO_PATH)).data;
  return typeof info?.demo === 'boolean' ? info.demo : undefined;
}

/** Moves the logged-in session to the demo account (`demo`) or back to the main account. */
export function syncTradeVenue(client: Client, demo: boolean): Promise<VenueSync> {
  return serialised(async () => {
    const current = await sessionIsDemo(client);
    if (current === undefined || current === demo) return 'unchanged';
    const switched = (await client.post<{ userId?: unknown }>(SWITCH_TRADE_DEMO_PATH, { demo })).data;
    if (typeof switched?.userId === 'string') rememberSession(switched.userId);
    return 'switched';
  });
}
