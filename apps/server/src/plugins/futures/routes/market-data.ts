import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { pairSymbol } from '@tideline/protocol/request-fields';
import type { FastifyInstance } from 'fastify';
import { type ContractSpec, findContract } from '../../../futures/contracts.ts';
import { groupDepth } from '../../../markets/depth.ts';
import { formatUnits } from '../../../markets/fixed-point.ts';
import { aggregate } from '../../../markets/minute-candles.ts';
import { getSymbol, LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import type { MarketsService } from '../../markets/index.ts';
import { FuturesCode, FuturesError } from '../errors.ts';
import type { FuturesService } from '../service/futures-service.ts';
import { withIndexHistory } from '../views/index-candle-history.ts';
import { contractView, futuresTickerView } from '../views/wire.ts';

export const contractSymbol = pairSymbol;

export function requireContract(symbol: string): ContractSpec {
  const contract = findContract(symbol);
  if (contract === undefined) throw new FuturesError(FuturesCode.unknownSymbol);
  return contract;
}

/** Public futures market data of the live venue: contracts, tickers, depth, trades, candles. */
export async function futuresMarketDataRoutes(
  app: FastifyInstance,
  options: { futures: FuturesService; markets: MarketsService },
) {
  const { futures, markets } = options;
  const live = () => futures.exchanges.live;

  serveEndpoint(app, FUTURES_ENDPOINTS.contracts, async (request) =>
    success(request, live().contracts().map(contractView)),
  );

  serveEndpoint(app, FUTURES_ENDPOINTS.tickers, async (request) => {
    const contracts =
      request.query.symbol === undefined ? live().contracts() : [requireContract(request.query.symbol)];
    const now = Date.now();
    return success(
      request,
      contracts.map((contract) =>
        futuresTickerView(live(), contract, futures.dayCandles(contract, now), now),
      ),
    );
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.depth, async (request) => {
    const contract = requireContract(request.query.symbol);
    const view = groupDepth(live().book(contract.symbol).depth(), 1, request.query.limit);
    const level = ([price, size]: readonly [number, number]): [string, string] => [
      formatUnits(price, contract.pricePlace),
      formatUnits(size, contract.sizePlace),
    ];
    return success(request, {
      symbol: contract.symbol,
      bids: view.bids.map(level),
      asks: view.asks.map(level),
      ts: Date.now(),
    });
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.trades, async (request) => {
    const contract = requireContract(request.query.symbol);
    const trades = futures.recentTrades('live', contract.symbol).slice(-request.query.limit).reverse();
    return success(
      request,
      trades.map((trade) => ({ ...trade, tradeId: String(trade.tradeId) })),
    );
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.candles, async (request) => {
    const contract = requireContract(request.query.symbol);
    const { interval, limit, endTime } = request.query;
    const minutes = withIndexHistory(
      futures.minuteCandles('live', contract.symbol),
      markets.minuteCandles(contract.symbol),
      getSymbol(contract.symbol).quotePrecision,
      contract.sizePlace,
    );
    const candles = aggregate(minutes, interval, limit, endTime);
    const price = (ticks: number) => formatUnits(ticks, contract.pricePlace);
    return success(
      request,
      candles.map((candle): [number, string, string, string, string, string, string] => [
        candle.openTime,
        price(candle.open),
        price(candle.high),
        price(candle.low),
        price(candle.close),
        formatUnits(candle.volume, contract.sizePlace),
        formatUnits(candle.quoteVolume, LEDGER_DECIMALS),
      ]),
    );
  });
}
