import { createMemoryBackend, createSafeStorage } from '@tideline/core/storage';
import { describe, expect, it } from 'vitest';
import {
  ALL_MARKETS,
  FAVOURITE_MARKETS,
  marketListRows,
  quoteCoins,
  readFavourites,
  toggleFavourite,
} from './market-list.ts';
import type { MarketSymbol, MarketTicker } from './market-types.ts';

function pair(base: string, quote: string): MarketSymbol {
  return {
    symbol: `${base}${quote}`,
    baseCoin: base,
    quoteCoin: quote,
    pricePlace: 2,
    quotePrecision: 6,
    tickSize: '0.01',
    minTradeAmount: '0.000010',
    maxTradeAmount: '1000',
    minTradeUSDT: '5',
    maxPrice: '9500000.00',
    depthSteps: ['0.01'],
    makerFeeRate: '0.001',
    takerFeeRate: '0.001',
  };
}

const SYMBOLS = [pair('BTC', 'USDT'), pair('ETH', 'USDT'), pair('ETH', 'BTC')];
const TICKERS = new Map<string, MarketTicker>([
  [
    'BTCUSDT',
    {
      symbol: 'BTCUSDT',
      last: '95571.16',
      open24h: '94832.20',
      high24h: '96810.06',
      low24h: '93608.17',
      changeRate24h: '0.77',
      baseVolume: '427.363390',
      quoteVolume: '40669386.97832440',
    },
  ],
]);

describe('spot market list', () => {
  it('offers each quote coin once, in listing order', () => {
    expect(quoteCoins(SYMBOLS)).toEqual(['USDT', 'BTC']);
  });

  it('joins tickers, filters by quote coin or favourites, and searches pair names case-insensitively', () => {
    const none = new Set<string>();
    expect(marketListRows(SYMBOLS, TICKERS, none, ALL_MARKETS, '').map((row) => row.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'ETHBTC',
    ]);
    expect(marketListRows(SYMBOLS, TICKERS, none, 'BTC', '').map((row) => row.symbol)).toEqual(['ETHBTC']);
    expect(
      marketListRows(SYMBOLS, TICKERS, none, ALL_MARKETS, ' eth/usdt ').map((row) => row.symbol),
    ).toEqual(['ETHUSDT']);
    const favourites = new Set(['ETHBTC']);
    const rows = marketListRows(SYMBOLS, TICKERS, favourites, FAVOURITE_MARKETS, '');
    expect(rows).toEqual([expect.objectContaining({ symbol: 'ETHBTC', favourite: true, last: undefined })]);
    expect(marketListRows(SYMBOLS, TICKERS, none, ALL_MARKETS, 'btcu')[0]).toMatchObject({
      last: '95571.16',
      changeRate24h: '0.77',
    });
  });

  it('keeps favourites in local storage and reads a damaged entry as none', () => {
    const backend = createMemoryBackend();
    const storage = createSafeStorage(() => backend);
    const added = toggleFavourite(storage, readFavourites(storage), 'BTCUSDT');
    expect([...readFavourites(storage)]).toEqual(['BTCUSDT']);
    toggleFavourite(storage, added, 'BTCUSDT');
    expect(readFavourites(storage).size).toBe(0);
    storage.set('tideline.spot.favourites', '{not json');
    expect(readFavourites(storage).size).toBe(0);
  });
});
