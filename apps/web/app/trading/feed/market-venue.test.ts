import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MarketTicker } from '../market/market-types.ts';
import {
  candlesSubscription,
  depthSubscription,
  type MarketVenue,
  marketTickersOf,
  pollWhileDown,
  pushedView,
  tickerSubscriptions,
  tradesSubscription,
} from './market-venue.ts';
import { SPOT_MARKET } from './spot-market.ts';

/** A venue of the futures shape (its channels, polled candles), declared here so the kit tests itself. */
interface MarkTicker {
  symbol: string;
  markPrice: string | null;
}
const FUTURES_LIKE: MarketVenue<MarkTicker> = {
  id: 'futures',
  channels: { ticker: 'futures.ticker', trades: 'futures.trades', depth: 'futures.depth' },
  parseTicker: (data) => data as MarkTicker,
  asMarketTicker: (ticker): MarketTicker | undefined =>
    ticker.markPrice === null
      ? undefined
      : {
          symbol: ticker.symbol,
          last: ticker.markPrice,
          open24h: ticker.markPrice,
          high24h: ticker.markPrice,
          low24h: ticker.markPrice,
          changeRate24h: '0',
          baseVolume: '0',
          quoteVolume: '0',
        },
  parseTrades: () => [],
  candles: { kind: 'poll', everyMs: 3_000, first: 300, next: 2, load: async () => [] },
  signIn: 'session',
};

describe('market feed venues: one feed, parameterised by venue', () => {
  it.each([
    // venue, ticker, trades, depth, candles
    [SPOT_MARKET, 'ticker', 'trades', 'depth', { channel: 'candles', symbol: 'BTCUSDT', interval: '15m' }],
    [FUTURES_LIKE, 'futures.ticker', 'futures.trades', 'futures.depth', null],
  ] as const)(
    '%# %o subscribes to its own channels for the shown market',
    (venue, ticker, trades, depth, candles) => {
      expect(tickerSubscriptions(venue, ['BTCUSDT', 'ETHUSDT'])).toEqual([
        { channel: ticker, symbol: 'BTCUSDT' },
        { channel: ticker, symbol: 'ETHUSDT' },
      ]);
      expect(tradesSubscription(venue, 'BTCUSDT')).toEqual({ channel: trades, symbol: 'BTCUSDT' });
      expect(depthSubscription(venue, 'BTCUSDT', '0.1')).toEqual({
        channel: depth,
        symbol: 'BTCUSDT',
        step: '0.1',
      });
      expect(candlesSubscription(venue, 'BTCUSDT', '15m')).toEqual(candles);
    },
  );

  it('shows a venue ticker in the market list only once it has a price', () => {
    const shown = marketTickersOf(FUTURES_LIKE, [
      { symbol: 'BTCUSDT', markPrice: '50000.0' },
      { symbol: 'NEWUSDT', markPrice: null },
    ]);
    expect([...shown.keys()]).toEqual(['BTCUSDT']);
    expect(shown.get('BTCUSDT')?.last).toBe('50000.0');
  });

  it('spot tickers are market tickers as they come', () => {
    const ticker = SPOT_MARKET.parseTicker({
      symbol: 'BTCUSDT',
      last: '1',
      open24h: '1',
      high24h: '1',
      low24h: '1',
      changeRate24h: '0',
      baseVolume: '0',
      quoteVolume: '0',
    });
    expect(ticker).toBeDefined();
    if (ticker !== undefined) expect(SPOT_MARKET.asMarketTicker(ticker)).toBe(ticker);
  });

  it.each([
    [true, 1_000, false],
    [false, 1_000, 1_000],
    [false, 2_000, 2_000],
  ] as const)('socket live %s: a REST read every %d ms repeats %s', (live, everyMs, expected) => {
    expect(pollWhileDown(live, everyMs)).toBe(expected);
  });

  const view = z.object({ symbol: z.string(), price: z.string() });
  it.each([
    [
      { symbol: 'BTCUSDT', price: '1' },
      { symbol: 'BTCUSDT', price: '1' },
    ],
    [{ symbol: 'BTCUSDT', price: 1 }, undefined],
    [{ data: { symbol: 'BTCUSDT', price: '1' } }, undefined],
    [null, undefined],
  ])('a pushed view %j is applied as %j', (data, expected) => {
    expect(pushedView(view, data)).toEqual(expected);
  });
});
