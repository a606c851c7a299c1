import { groupingSteps } from '@tideline/core/order-book';
import type { PublicTrade, SpotSymbol, SpotTicker } from '../../spot/model/market-types.ts';
import type { FuturesContract, FuturesTicker } from './futures-types.ts';

// The spot page's market widgets (market list, book, trades, chart) are shared with futures: these
// adapters describe a contract and its prices in the shapes those widgets read.

/** A contract as a listed pair: sizes use the contract's size places. */
export function contractAsMarket(contract: FuturesContract): SpotSymbol {
  return {
    symbol: contract.symbol,
    baseCoin: contract.baseCoin,
    quoteCoin: contract.quoteCoin,
    pricePlace: contract.pricePlace,
    quotePrecision: contract.sizePlace,
    tickSize: contract.tickSize,
    minTradeAmount: contract.minTradeSize,
    maxTradeAmount: contract.maxTradeSize,
    minTradeUSDT: '0',
    maxPrice: contract.maxPrice,
    depthSteps: groupingSteps(contract.tickSize, contract.pricePlace),
    makerFeeRate: '0',
    takerFeeRate: '0',
  };
}

/**
 * A futures ticker in the market list's shape. The futures gateway keeps no 24-hour window, so the
 * 24-hour figures are those of the index, the spot market the mark follows (within 0.5%); the last
 * price falls back to the mark before the first futures trade.
 */
export function tickerAsMarket(ticker: FuturesTicker, index: SpotTicker | undefined): SpotTicker | undefined {
  const last = ticker.lastPrice ?? ticker.markPrice;
  if (last === null) return undefined;
  return {
    symbol: ticker.symbol,
    last,
    open24h: index?.open24h ?? last,
    high24h: index?.high24h ?? last,
    low24h: index?.low24h ?? last,
    changeRate24h: index?.changeRate24h ?? '0',
    baseVolume: '0',
    quoteVolume: '0',
  };
}

/** `GET /v1/futures/trades` rows as the recent-trades list reads them. */
export function parseFuturesTrades(data: unknown): PublicTrade[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const raw = item as Record<string, unknown>;
    const tradeId = typeof raw.tradeId === 'number' ? String(raw.tradeId) : raw.tradeId;
    const { price, size, takerSide, time } = raw;
    if (
      typeof tradeId !== 'string' ||
      typeof price !== 'string' ||
      typeof size !== 'string' ||
      (takerSide !== 'buy' && takerSide !== 'sell') ||
      typeof time !== 'number'
    )
      return [];
    return [{ tradeId, price, size, side: takerSide, ts: time }];
  });
}
