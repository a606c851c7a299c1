import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  HOME_MARKET_COUNT,
  joinMarketRows,
  spotRouteFor,
  topMarketRows,
} from './market-rows.ts';

const symbols = [
  { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' },
  { symbol: 'ETHUSDT', baseCoin: 'ETH', quoteCoin: 'USDT' },
];
const tickers = [
  { symbol: 'ETHUSDT', last: '3100.25', changeRate24h: '-4.56', quoteVolume: '98000' },
  { symbol: 'BTCUSDT', last: '64250.5', changeRate24h: '1.23', quoteVolume: '1250000.756' },
];

describe('markets overview rows', () => {
  it('joins symbols and tickers in the listing order', () => {
    expect(joinMarketRows(symbols, tickers)).toEqual([
      {
        symbol: 'BTCUSDT',
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        last: '64250.5',
        changeRate24h: '1.23',
        quoteVolume: '1250000.756',
      },
      {
        symbol: 'ETHUSDT',
        baseCoin: 'ETH',
        quoteCoin: 'USDT',
        last: '3100.25',
        changeRate24h: '-4.56',
        quoteVolume: '98000',
      },
    ]);
  });

  it('leaves out tickers with no listing and listings with no ticker', () => {
    const rows = joinMarketRows(
      [...symbols, { symbol: 'SOLUSDT', baseCoin: 'SOL', quoteCoin: 'USDT' }],
      [tickers[0]!, { symbol: 'XRPUSDT', last: '1', changeRate24h: '0', quoteVolume: '1' }],
    );
    expect(rows.map((row) => row.symbol)).toEqual(['ETHUSDT']);
  });

  it('colours a change by its sign, zero as flat', () => {
    expect(changeDirection('1.23')).toBe('up');
    expect(changeDirection('-0.01')).toBe('down');
    expect(changeDirection('0.00')).toBe('flat');
    expect(changeDirection('-0.00')).toBe('flat');
  });

  it('§2 links a market to its spot page, BTC/USDT to the default spot route', () => {
    expect(spotRouteFor({ symbol: 'BTCUSDT' })).toBe('/spot/BTCUSDT');
    expect(spotRouteFor({ symbol: 'ETHUSDT' })).toBe('/spot/ETHUSDT');
  });
});

describe('home overview: the busiest markets', () => {
  const row = (symbol: string, baseCoin: string, quoteCoin: string, last: string, quoteVolume: string) => ({
    symbol,
    baseCoin,
    quoteCoin,
    last,
    changeRate24h: '0.00',
    quoteVolume,
  });
  const listing = [
    row('BTCUSDT', 'BTC', 'USDT', '95000', '1000000'),
    row('ETHUSDT', 'ETH', 'USDT', '3400', '2000000'),
    row('SOLUSDT', 'SOL', 'USDT', '180', '1000000'),
    // 20 BTC of turnover is 1,900,000 USDT at the BTC price.
    row('ETHBTC', 'ETH', 'BTC', '0.0358', '20'),
    // No USDT price for the quote coin: kept, after every valued pair.
    row('ABCXYZ', 'ABC', 'XYZ', '1', '99999999'),
  ];

  it('ranks by 24-hour turnover valued in USDT, ties in listing order, and keeps the first N', () => {
    expect(topMarketRows(listing, 10).map((r) => r.symbol)).toEqual([
      'ETHUSDT',
      'ETHBTC',
      'BTCUSDT',
      'SOLUSDT',
      'ABCXYZ',
    ]);
    expect(topMarketRows(listing, 2).map((r) => r.symbol)).toEqual(['ETHUSDT', 'ETHBTC']);
    expect(HOME_MARKET_COUNT).toBe(10);
  });
});
