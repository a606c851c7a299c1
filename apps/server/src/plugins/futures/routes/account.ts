import { Decimal } from '@tideline/core/decimal';
import { maxLeverageFor } from '@tideline/core/futures';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance } from 'fastify';
import { FUTURES_ASSET } from '../../../futures/accounts.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { traderOf } from '../../../platform/trading-account.ts';
import type { MarketsService } from '../../markets/index.ts';
import { ensureDemoFunds } from '../../markets/index.ts';
import { FuturesCode, FuturesError } from '../errors.ts';
import type { FuturesService } from '../service/futures-service.ts';
import { futuresAccountWire } from '../views/wire.ts';
import { runCommand } from './commands.ts';
import { requireContract } from './market-data.ts';

/**
 * The futures account: balances, transfers with the spot wallet, leverage, margin mode and
 * position mode. A demo session works on the demo venue against its demo spot wallet.
 */
export async function futuresAccountRoutes(
  app: FastifyInstance,
  options: { futures: FuturesService; markets: MarketsService },
) {
  const { futures, markets } = options;

  serveEndpoint(app, FUTURES_ENDPOINTS.account, async (request) => {
    const trader = traderOf(request);
    return success(request, futuresAccountWire(futures.exchanges[trader.venue], trader.accountId));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.transfer, async (request) => {
    const trader = traderOf(request);
    const { direction, amount: value } = request.body;
    if (new Decimal(value).lte(0)) throw new FuturesError(FuturesCode.invalidAmount);
    if (trader.venue === 'demo') await ensureDemoFunds(markets, trader.userId);
    // The port asks the source first, so a refusal (not enough in the source wallet) moves
    // nothing; a crash between the legs is finished at start.
    const { outcome } = await app.ledger.transfer({
      venue: trader.venue,
      userId: trader.userId,
      from: direction === 'in' ? 'spot' : 'futures',
      to: direction === 'in' ? 'futures' : 'spot',
      asset: FUTURES_ASSET,
      amount: value,
    });
    if (outcome === 'insufficient-balance') throw new FuturesError(FuturesCode.insufficientBalance);
    if (outcome === 'invalid-amount') throw new FuturesError(FuturesCode.invalidAmount);
    return success(request, futures.exchanges[trader.venue].balance(trader.accountId));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.settings, async (request) => {
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
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.leverage, async (request) => {
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
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.marginMode, async (request) => {
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
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.positionMode, async (request) => {
    const trader = traderOf(request);
    await runCommand(futures, trader.venue, {
      type: 'set-position-mode',
      accountId: trader.accountId,
      positionMode: request.body.positionMode,
    });
    return success(request, { positionMode: request.body.positionMode });
  });
}
