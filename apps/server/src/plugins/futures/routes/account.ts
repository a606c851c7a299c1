import { Decimal } from '@tideline/core/decimal';
import { maxLeverageFor } from '@tideline/core/futures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../../platform/envelope.ts';
import type { MarketsService } from '../../markets/index.ts';
import { traderOf } from '../../markets/routes/user-context.ts';
import { ensureDemoFunds } from '../../markets/service/demo-funds.ts';
import { apiQuery, decimal8String } from '../../platform/schemas.ts';
import { FuturesCode, FuturesError } from '../errors.ts';
import type { FuturesService } from '../service/futures-service.ts';
import { transferIn, transferOut } from '../service/transfers.ts';
import { futuresAccountWire } from '../views/wire.ts';
import { runCommand } from './commands.ts';
import { contractSymbol, requireContract } from './market-data.ts';

/** USDT amounts: at most the ledger's 8 decimals, never rounded. */
const amount = decimal8String;

/**
 * The futures account: balances, transfers with the spot wallet, leverage, margin mode and
 * position mode. A demo session works on the demo venue against its demo spot wallet.
 */
export async function futuresAccountRoutes(
  app: FastifyInstance,
  options: { futures: FuturesService; markets: MarketsService },
) {
  const { futures, markets } = options;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };

  route.get(
    '/futures/account',
    { ...auth, schema: { tags: ['futures'], querystring: apiQuery({}) } },
    async (request) => {
      const trader = traderOf(request);
      return success(request, futuresAccountWire(futures.exchanges[trader.venue], trader.accountId));
    },
  );

  route.post(
    '/futures/transfer',
    {
      ...auth,
      schema: { tags: ['futures'], body: z.strictObject({ direction: z.enum(['in', 'out']), amount }) },
    },
    async (request) => {
      const trader = traderOf(request);
      const { direction, amount: value } = request.body;
      if (new Decimal(value).lte(0)) throw new FuturesError(FuturesCode.invalidAmount);
      if (trader.venue === 'demo') await ensureDemoFunds(markets, trader.userId);
      const party = { venue: trader.venue, userId: trader.userId, accountId: trader.accountId };
      // Spot first on the way in and futures first on the way out, so a refusal (not enough in
      // the source wallet) moves nothing; a crash between the legs is repaired at start.
      const outcome =
        direction === 'in'
          ? await transferIn(futures, markets, party, value)
          : await transferOut(futures, markets, party, value);
      if (outcome === 'insufficient-balance') throw new FuturesError(FuturesCode.insufficientBalance);
      if (outcome === 'invalid-amount') throw new FuturesError(FuturesCode.invalidAmount);
      return success(request, futures.exchanges[trader.venue].balance(trader.accountId));
    },
  );

  route.get(
    '/futures/settings',
    { ...auth, schema: { tags: ['futures'], querystring: apiQuery({ symbol: contractSymbol }) } },
    async (request) => {
      const trader = traderOf(request);
      const contract = requireContract(request.query.symbol);
      const exchange = futures.exchanges[trader.venue];
      const settings = exchange.symbolSettings(trader.accountId, contract.symbol);
      return success(request, {
        symbol: contract.symbol,
        leverage: settings.leverage,
        marginMode: settings.marginMode,
        positionMode: exchange.positionMode(trader.accountId),
        maxLeverage: maxLeverageFor('0', contract.riskTiers).toNumber(),
      });
    },
  );

  route.post(
    '/futures/leverage',
    {
      ...auth,
      schema: {
        tags: ['futures'],
        body: z.strictObject({ symbol: contractSymbol, leverage: z.number().int().min(1).max(1000) }),
      },
    },
    async (request) => {
      const trader = traderOf(request);
      const contract = requireContract(request.body.symbol);
      await runCommand(futures, trader.venue, {
        type: 'set-leverage',
        accountId: trader.accountId,
        symbol: contract.symbol,
        leverage: request.body.leverage,
      });
      return success(
        request,
        futures.exchanges[trader.venue].symbolSettings(trader.accountId, contract.symbol),
      );
    },
  );

  route.post(
    '/futures/margin-mode',
    {
      ...auth,
      schema: {
        tags: ['futures'],
        body: z.strictObject({ symbol: contractSymbol, marginMode: z.union([z.literal(1), z.literal(2)]) }),
      },
    },
    async (request) => {
      const trader = traderOf(request);
      const contract = requireContract(request.body.symbol);
      await runCommand(futures, trader.venue, {
        type: 'set-margin-mode',
        accountId: trader.accountId,
        symbol: contract.symbol,
        marginMode: request.body.marginMode,
      });
      return success(
        request,
        futures.exchanges[trader.venue].symbolSettings(trader.accountId, contract.symbol),
      );
    },
  );

  route.post(
    '/futures/position-mode',
    {
      ...auth,
      schema: {
        tags: ['futures'],
        body: z.strictObject({ positionMode: z.union([z.literal(1), z.literal(2)]) }),
      },
    },
    async (request) => {
      const trader = traderOf(request);
      await runCommand(futures, trader.venue, {
        type: 'set-position-mode',
        accountId: trader.accountId,
        positionMode: request.body.positionMode,
      });
      return success(request, { positionMode: request.body.positionMode });
    },
  );
}
