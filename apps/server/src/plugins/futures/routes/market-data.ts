import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { pairSymbol } from '@tideline/protocol/request-fields';
import type { FastifyInstance } from 'fastify';
import { type ContractSpec, findContract } from '../../../futures/contracts.ts';
import type { ContractTicker } from '../../../futures/state.ts';
import { groupDepth } from '../../../markets/depth.ts';
import { formatUnits } from '../../../markets/fixed-point.ts';
import { aggregate, type Candle, type CandleInterval } from '../../../markets/minute-candles.ts';
import { getSymbol, LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import type { MarketsService } from '../../markets/index.ts';
import { FuturesCode, FuturesError } from '../errors.ts';
import type { FuturesPublicTrade, FuturesService } from '../service/futures-service.ts';
import { dayWithIndexHistory, withIndexHistory } from '../views/index-candle-history.ts';
import { contractView, futuresTickerFigures } from '../views/wire.ts';

export const contractSymbol = pairSymbol;

export function requireContract(symbol: string): ContractSpec {
  const contract = findContract(symbol);
  if (contract === undefined) throw new FuturesError(FuturesCode.unknownSymbol);
  return contract;
}

/**
 * Where the public routes read the contracts' market: the one-process server's live venue, or the
 * cluster's contract engines and result stream (cluster/futures-product-market.ts).
 */
export interface FuturesMarketSource {
  contracts(): readonly ContractSpec[];
  /** The contract's prices and funding, and its best bid and ask in ticks. */
  ticker(
    contract: ContractSpec,
  ): Promise<{ ticker: ContractTicker; bid: number | undefined; ask: number | undefined }>;
  /** The contract's book levels, best first. */
  depth(contract: ContractSpec): Promise<Parameters<typeof groupDepth>[0]>;
  /** Recent public trades, oldest first. */
  trades(symbol: string): readonly FuturesPublicTrade[];
  /** The contract's own 1-minute candles, oldest first. */
  minuteCandles(symbol: string): readonly Candle[];
  /** The pair's spot 1-minute candles: the contract's index history before its first trade. */
  spotMinutes(symbol: string): readonly Candle[];
}

/** Public futures market data of the live venue: contracts, tickers, depth, trades, candles. */
export async function futuresMarketDataRoutes(
  app: FastifyInstance,
  options: { futures: FuturesService; markets: MarketsService },
) {
  const { futures, markets } = options;
  const live = () => futures.exchanges.live;
  serveFuturesMarketData(app, {
    contracts: () => live().contracts(),
    ticker: async (contract) => {
      const book = live().book(contract.symbol);
      return { ticker: live().ticker(contract.symbol), bid: book.bestBid(), ask: book.bestAsk() };
    },
    depth: async (contract) => live().book(contract.symbol).depth(),
    trades: (symbol) => futures.recentTrades('live', symbol),
    minuteCandles: (symbol) => futures.minuteCandles('live', symbol),
    spotMinutes: (symbol) => markets.minuteCandles(symbol),
  });
}

/**
 * A contract's ticker from a market source (REST tickers, and the cluster's ticker channel): its
 * prices, funding and top of book, with the 24-hour figures of its candles behind its index's history.
 */
export function sourcedTickerFigures(
  source: Pick<FuturesMarketSource, 'minuteCandles' | 'spotMinutes'>,
  contract: ContractSpec,
  parts: Awaited<ReturnType<FuturesMarketSource['ticker']>>,
  now: number,
) {
  const day = dayWithIndexHistory(
    source.minuteCandles(contract.symbol),
    source.spotMinutes(contract.symbol),
    getSymbol(contract.symbol).quotePrecision,
    contract.sizePlace,
    now,
  );
  return futuresTickerFigures(parts.ticker, { bid: parts.bid, ask: parts.ask }, contract, day, now);
}

/** The public futures routes over a market source. */
export function serveFuturesMarketData(app: FastifyInstance, source: FuturesMarketSource): void {
  serveEndpoint(app, FUTURES_ENDPOINTS.contracts, async (request) =>
    success(request, source.contracts().map(contractView)),
  );

  serveEndpoint(app, FUTURES_ENDPOINTS.tickers, async (request) => {
    const contracts =
      request.query.symbol === undefined ? source.contracts() : [requireContract(request.query.symbol)];
    const parts = await Promise.all(contracts.map((contract) => source.ticker(contract)));
    const now = Date.now();
    return success(
      request,
      contracts.map((contract, index) => sourcedTickerFigures(source, contract, parts[index]!, now)),
    );
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.depth, async (request) => {
    const contract = requireContract(request.query.symbol);
    return success(request, depthAnswer(contract, await source.depth(contract), request.query.limit));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.trades, async (request) => {
    const contract = requireContract(request.query.symbol);
    return success(request, tradesAnswer(source.trades(contract.symbol), request.query.limit));
  });

  serveEndpoint(app, FUTURES_ENDPOINTS.candles, async (request) => {
    const contract = requireContract(request.query.symbol);
    return success(
      request,
      futuresCandleRows(
        contract,
        source.minuteCandles(contract.symbol),
        source.spotMinutes(contract.symbol),
        request.query,
      ),
    );
  });
}

/** GET /futures/depth's answer from a contract book's levels (ticks and lots, best first). */
function depthAnswer(contract: ContractSpec, depth: Parameters<typeof groupDepth>[0], limit: number) {
  const view = groupDepth(depth, 1, limit);
  const level = ([price, size]: readonly [number, number]): [string, string] => [
    formatUnits(price, contract.pricePlace),
    formatUnits(size, contract.sizePlace),
  ];
  return { symbol: contract.symbol, bids: view.bids.map(level), asks: view.asks.map(level), ts: Date.now() };
}

/** GET /futures/trades's answer: the newest `limit` of a contract's recent trades (oldest first), newest first. */
function tradesAnswer(recent: readonly FuturesPublicTrade[], limit: number) {
  return recent
    .slice(-limit)
    .reverse()
    .map((trade) => ({ ...trade, tradeId: String(trade.tradeId) }));
}

/**
 * GET /futures/candles's answer, and the v2 socket's futures candles: the contract's 1-minute
 * candles behind its index's (spot) history, aggregated and written as wire rows.
 */
export function futuresCandleRows(
  contract: ContractSpec,
  contractMinutes: readonly Candle[],
  spotMinutes: readonly Candle[],
  query: { interval: CandleInterval; limit: number; endTime?: number | undefined },
) {
  const minutes = withIndexHistory(
    contractMinutes,
    spotMinutes,
    getSymbol(contract.symbol).quotePrecision,
    contract.sizePlace,
  );
  const candles = aggregate(minutes, query.interval, query.limit, query.endTime);
  const price = (ticks: number) => formatUnits(ticks, contract.pricePlace);
  return candles.map((candle): [number, string, string, string, string, string, string] => [
    candle.openTime,
    price(candle.open),
    price(candle.high),
    price(candle.low),
    price(candle.close),
    formatUnits(candle.volume, contract.sizePlace),
    formatUnits(candle.quoteVolume, LEDGER_DECIMALS),
  ]);
}
