import { describe, expect, it } from 'vitest';
import { candlesSubscription, depthSubscription } from '../../trading/feed/market-venue.ts';
import { FUTURES_FEED } from './futures-venue.tsx';

const TICKER = {
  symbol: 'BTCUSDT',
  indexPrice: '50000.0',
  markPrice: '50001.0',
  lastPrice: null,
  fundingRate: '0.0001',
  lastFundingRate: '0.0001',
  nextFundingTime: 1_800_000_000_000,
  fundingIntervalMs: 28_800_000,
  open24h: null,
  high24h: null,
  low24h: null,
  change24h: null,
  changeRate24h: null,
  baseVolume: '0',
  quoteVolume: '0',
  bestBid: null,
  bestAsk: null,
  ts: 1_800_000_000_000,
};

describe('the futures venue of the market feed (protocol-futures §5a)', () => {
  it('reads the futures channels, its depth channel kept by the worker, and polls candles', () => {
    expect(FUTURES_FEED.channels).toEqual({
      ticker: 'futures.ticker',
      trades: 'futures.trades',
      depth: 'futures.depth',
    });
    expect(depthSubscription(FUTURES_FEED, 'BTCUSDT', '0.1').channel).toBe('futures.depth');
    expect(candlesSubscription(FUTURES_FEED, 'BTCUSDT', '15m')).toBeNull();
    expect(FUTURES_FEED.signIn).toBe('session');
  });

  it.each([
    ['a full ticker', TICKER, '50001.0'],
    ['a ticker with a number for a decimal', { ...TICKER, markPrice: 50001 }, undefined],
    ['no ticker', { data: TICKER }, undefined],
  ])('%s: shown in the market list at %s (the mark before the first trade)', (_name, data, last) => {
    const ticker = FUTURES_FEED.parseTicker(data);
    expect(ticker === undefined ? undefined : FUTURES_FEED.asMarketTicker(ticker)?.last).toBe(last);
  });

  it.each([
    [[{ tradeId: '1', price: '50000.0', size: '0.010', takerSide: 'sell', time: 5 }], 'sell'],
    [[{ tradeId: '1', price: 50000, size: '0.010', takerSide: 'sell', time: 5 }], undefined],
  ])('trades %j read as public trades, taker side %s', (data, side) => {
    expect(FUTURES_FEED.parseTrades(data)?.[0]?.side).toBe(side);
  });
});
