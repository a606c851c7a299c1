import type { FastifyRequest } from 'fastify';
import { type Trader, traderOf } from '../../../platform/trading-account.ts';
import { ensureDemoFunds } from '../service/demo-funds.ts';
import type { MarketsService } from '../service/markets-service.ts';

/** The request's trader, with a demo account's virtual funds credited the first time it is used. */
export async function fundedTrader(markets: MarketsService, request: FastifyRequest): Promise<Trader> {
  const trader = traderOf(request);
  if (request.user!.kind === 'demo') await ensureDemoFunds(markets, trader.userId);
  return trader;
}
