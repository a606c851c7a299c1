import { groupingSteps } from '@tideline/core/order-book';
import type { FuturesTradeWire } from '@tideline/protocol/futures/market-data';
import type { MarketSymbol, MarketTicker, PublicTrade } from '../../trading/market/market-types.ts';
import type { FuturesContract, FuturesTicker } from './futures-types.ts';

// The trading kit's market widgets (market list, book, trades, chart) read one market shape: these
// adapters describe a contract and its prices in the shapes those widgets read.

/** A contract as a listed pair: sizes use the contract's size places. */
export function contractAsMarket(contract: FuturesContract): MarketSymbol {
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
 * A futures ticker in the market list's shape, with the 24-hour figures of the ticker. Before the
 * contract's first trade the last price is the mark and the day is flat at it.
 */
export function tickerAsMarket(ticker: FuturesTicker): MarketTicker | undefined {
  const last = ticker.lastPrice ?? ticker.markPrice;
  if (last === null) return undefined;
  return {
    symbol: ticker.symbol,
    last,
    open24h: ticker.open24h ?? last,
    high24h: ticker.high24h ?? last,
    low24h: ticker.low24h ?? last,
    changeRate24h: ticker.changeRate24h ?? '0',
    baseVolume: ticker.baseVolume ?? '0',
    quoteVolume: ticker.quoteVolume ?? '0',
  };
}

/** Public trades (`GET /v1/futures/trades`, the `futures.trades` channel) as the recent-trades list reads them. */
export function tradesAsPublic(trades: readonly FuturesTradeWire[]): PublicTrade[] {
  return trades.map((trade) => ({
    tradeId: trade.tradeId,
    price: trade.price,
    size: trade.size,
    side: trade.takerSide,
    ts: trade.time,
  }));
}
