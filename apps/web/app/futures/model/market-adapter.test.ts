import { describe, expect, it } from 'vitest';
import { tickerAsMarket, tradesAsPublic } from './market-adapter.ts';

describe('futures market data in the spot widgets’ shapes (protocol-futures §2)', () => {
  it("trades become the recent-trades rows; a ticker the market list row, with the contract's own 24-hour figures", () => {
    expect(
      tradesAsPublic([{ tradeId: '7', price: '50000.00', size: '0.010', takerSide: 'sell', time: 1 }]),
    ).toEqual([{ tradeId: '7', price: '50000.00', size: '0.010', side: 'sell', ts: 1 }]);
    const ticker = {
      symbol: 'BTCUSDT',
      indexPrice: '50000.00',
      markPrice: '50100.00',
      lastPrice: '50500.00',
      fundingRate: '0.0001',
      nextFundingTime: 0,
      open24h: '48000.00',
      high24h: '51000.00',
      low24h: '47000.00',
      changeRate24h: '5.20',
      baseVolume: '10.000',
      quoteVolume: '500000.00000000',
      bestBid: null,
      bestAsk: null,
    };
    expect(tickerAsMarket(ticker)).toEqual({
      symbol: 'BTCUSDT',
      last: '50500.00',
      open24h: '48000.00',
      high24h: '51000.00',
      low24h: '47000.00',
      changeRate24h: '5.20',
      baseVolume: '10.000',
      quoteVolume: '500000.00000000',
    });
    // Before the first trade: the mark stands in for the last price and the day is flat at it.
    const untraded = {
      ...ticker,
      lastPrice: null,
      open24h: null,
      high24h: null,
      low24h: null,
      changeRate24h: null,
      baseVolume: '0.000',
      quoteVolume: '0.00000000',
    };
    expect(tickerAsMarket(untraded)).toEqual({
      symbol: 'BTCUSDT',
      last: '50100.00',
      open24h: '50100.00',
      high24h: '50100.00',
      low24h: '50100.00',
      changeRate24h: '0',
      baseVolume: '0.000',
      quoteVolume: '0.00000000',
    });
    expect(tickerAsMarket({ ...untraded, markPrice: null })).toBeUndefined();
  });
});
