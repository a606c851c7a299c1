import type { FastifyRequest } from 'fastify';
import type { VenueName } from '../../../platform/trading-account.ts';
import { accountIdOf, venueOf } from '../../../platform/trading-account.ts';
import { ensureDemoFunds } from '../service/demo-funds.ts';
import type { MarketsService } from '../service/markets-service.ts';

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

/** The request's trader, with a demo account's virtual funds credited the first time it is used. */
export async function fundedTrader(markets: MarketsService, request: FastifyRequest): Promise<Trader> {
  const trader = traderOf(request);
  if (request.user!.kind === 'demo') await ensureDemoFunds(markets, trader.userId);
  return trader;
}
