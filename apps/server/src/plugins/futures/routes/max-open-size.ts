import { Decimal } from '@tideline/core/decimal';
import { maxNotionalForLeverage, maxOpenSize, PositionDirection } from '@tideline/core/futures';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ContractSpec } from '../../../futures/contracts.ts';
import { getFuturesFeeTier, ppmToRate } from '../../../futures/fee-tiers.ts';
import type { PositionView } from '../../../futures/types.ts';
import type { FeeTierName } from '../../../markets/ledger/fee-tiers.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { traderOf } from '../../../platform/trading-account.ts';
import { FuturesCode, FuturesError } from '../errors.ts';
import type { FuturesService } from '../service/futures-service.ts';
import { requireContract } from './market-data.ts';

/**
 * GET /v1/futures/max-open-size: the largest long and short the account can open on a contract at
 * a price (the mark when none is given), with its leverage and taker fee: what its free balance
 * pays as margin plus opening fee, capped by the notional the risk tiers allow at that leverage
 * less the size already open on that side.
 */
export async function futuresMaxOpenSizeRoutes(app: FastifyInstance, options: { futures: FuturesService }) {
  serveEndpoint(app, FUTURES_ENDPOINTS.maxOpenSize, async (request) => {
    const trader = traderOf(request);
    const contract = requireContract(request.query.symbol);
    const exchange = options.futures.exchanges[trader.venue];
    const at = maxOpenSizePrice(contract, request.query.price, exchange.ticker(contract.symbol).markPrice);
    return success(
      request,
      maxOpenSizeFigures(contract, at, {
        leverage: exchange.symbolSettings(trader.accountId, contract.symbol).leverage,
        feeTier: exchange.feeTierOf(trader.accountId),
        available: exchange.availableToTrade(trader.accountId),
        positions: exchange.positionsOf(trader.accountId, contract.symbol),
      }),
    );
  });
}

/** The price asked, or the mark; refused (31019, 31002) when there is none or it is not a price. */
export function maxOpenSizePrice(
  contract: ContractSpec,
  asked: string | undefined,
  mark: string | null,
): string {
  const at = asked ?? mark;
  if (at === null) throw new FuturesError(FuturesCode.noMarkPrice);
  if (new Decimal(at).lte(0) || new Decimal(at).decimalPlaces() > contract.pricePlace)
    throw new FuturesError(FuturesCode.invalidPrice);
  return at;
}

/**
 * The answer's figures at price `at` from the account's parts on the contract (the one-process
 * venue's, or a cluster contract engine's with the futures wallet's free money).
 */
export function maxOpenSizeFigures(
  contract: ContractSpec,
  at: string,
  account: {
    leverage: number;
    feeTier: FeeTierName;
    available: string;
    positions: ReadonlyArray<Pick<PositionView, 'direction' | 'count'>>;
  },
) {
  const { leverage } = account;
  const feeRate = ppmToRate(getFuturesFeeTier(account.feeTier).takerRatePpm);
  const byFunds = maxOpenSize({
    available: account.available,
    price: at,
    leverage,
    feeRate,
    sizeDecimals: contract.sizePlace,
  });
  const tierCap = maxNotionalForLeverage(leverage, contract.riskTiers).dividedBy(at);
  const sideMax = (direction: PositionDirection) => {
    const held = account.positions.find((position) => position.direction === direction)?.count ?? '0';
    const room = tierCap.minus(held).toDecimalPlaces(contract.sizePlace, Decimal.ROUND_DOWN);
    return Decimal.max(0, Decimal.min(byFunds, room)).toFixed(contract.sizePlace);
  };
  return {
    symbol: contract.symbol,
    price: new Decimal(at).toFixed(contract.pricePlace),
    leverage: String(leverage),
    long: sideMax(PositionDirection.Long),
    short: sideMax(PositionDirection.Short),
  };
}
