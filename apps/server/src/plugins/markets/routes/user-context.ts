import type { FastifyRequest } from 'fastify';
import { accountIdOf, venueOf } from '../service/accounts.ts';
import type { VenueName } from '../tables.ts';

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
