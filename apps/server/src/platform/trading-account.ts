import type { FastifyRequest } from 'fastify';

/** The two trading venues: real money, and demo (paper trading) with its own virtual funds. */
export type VenueName = 'live' | 'demo';

/**
 * Exchange account ids of users. A user's demo (paper-trading) account is a separate user of kind
 * 'demo' (the accounts plugin creates it on switchTradeDemo), and it trades on the separate demo
 * venue, so demo orders can never meet, or pay, a real account.
 */
export function accountIdOf(userId: number): string {
  return `u${userId}`;
}

export function userIdOf(accountId: string): number | undefined {
  // "u" and digits. Read for every event of every futures command (history rows, copy trading),
  // so by character codes rather than a regular expression's match object per call.
  if (accountId.length < 2 || accountId.charCodeAt(0) !== 117) return undefined;
  for (let index = 1; index < accountId.length; index += 1) {
    const code = accountId.charCodeAt(index);
    if (code < 48 || code > 57) return undefined;
  }
  return Number(accountId.slice(1));
}

export function venueOf(user: { kind: string }): VenueName {
  return user.kind === 'demo' ? 'demo' : 'live';
}

/** Who a signed-in request trades for: its user, exchange account and venue. */
export interface Trader {
  userId: number;
  accountId: string;
  venue: VenueName;
}

/** The account a request trades for; a demo session trades on the demo venue. */
export function traderOf(request: FastifyRequest): Trader {
  const user = request.user!;
  return { userId: user.userId, accountId: accountIdOf(user.userId), venue: venueOf(user) };
}
