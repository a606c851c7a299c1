import { describe, expect, it } from 'vitest';
import { dayFigures, futuresLines, parseCandles, spotLines } from './market-wire.ts';

const candle = (open: string, high: string, low: string, close: string, quoteVolume: string) => ({
  open,
  high,
  low,
  close,
  quoteVolume,
});

describe('/markets gateway data', () => {
  it("joins spot symbols and tickers in the symbols' order; a bad figure is unknown, a bad listing left out", () => {
    const symbols = [
      { symbol: 'ETHBTC', baseCoin: 'ETH', quoteCoin: 'BTC' },
      { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' },
      { symbol: 'BROKEN' },
    ];
    const tickers = [
      {
        symbol: 'BTCUSDT',
        last: '90000.5',
        changeRate24h: '-1.25',
        high24h: '91000',
        low24h: '89000',
        quoteVolume: 'x',
      },
    ];
    expect(spotLines(symbols, tickers)).toEqual([
      {
        venue: 'spot',
        symbol: 'ETHBTC',
        baseCoin: 'ETH',
        quoteCoin: 'BTC',
        last: null,
        changeRate24h: null,
        high24h: null,
        low24h: null,
        quoteVolume: null,
      },
      {
        venue: 'spot',
        symbol: 'BTCUSDT',
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        last: '90000.5',
        changeRate24h: '-1.25',
        high24h: '91000',
        low24h: '89000',
        quoteVolume: null,
      },
    ]);
    expect(spotLines(null, undefined)).toEqual([]);
  });

  it('joins contracts with the last price of their tickers', () => {
    const lines = futuresLines(
      [{ symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' }],
      [{ symbol: 'BTCUSDT', lastPrice: '90010.1' }],
    );
    expect(lines).toEqual([
      {
        venue: 'futures',
        symbol: 'BTCUSDT',
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        last: '90010.1',
        changeRate24h: null,
        high24h: null,
        low24h: null,
        quoteVolume: null,
      },
    ]);
  });

  it('reads candle rows, skipping malformed ones', () => {
    expect(
      parseCandles([[1, '10', '12', '9', '11', '1', '100.5'], [2, '11', 'x', '9', '11', '1', '1'], 'junk']),
    ).toEqual([candle('10', '12', '9', '11', '100.5')]);
  });

  it.each([
    [
      'rising day',
      [candle('100', '110', '95', '105', '10'), candle('105', '120', '104', '118', '5.5')],
      '118',
      {
        changeRate24h: '18.00',
        high24h: '120',
        low24h: '95',
        quoteVolume: '15.5',
      },
    ],
    [
      'falling, truncated toward zero',
      [candle('300', '300', '290', '290', '1')],
      '299.99',
      {
        changeRate24h: '0.00',
        high24h: '300',
        low24h: '290',
        quoteVolume: '1',
      },
    ],
    [
      'last beyond the candles widens high and low',
      [candle('10', '11', '9', '10', '0')],
      '12',
      {
        changeRate24h: '20.00',
        high24h: '12',
        low24h: '9',
        quoteVolume: '0',
      },
    ],
    [
      'no last price: the last close',
      [candle('10', '11', '9', '9.5', '2')],
      null,
      {
        changeRate24h: '-5.00',
        high24h: '11',
        low24h: '9',
        quoteVolume: '2',
      },
    ],
    ['no candles', [], '10', { changeRate24h: null, high24h: null, low24h: null, quoteVolume: null }],
  ])('day figures of a contract: %s', (_, candles, last, expected) => {
    expect(dayFigures(candles, last)).toEqual(expected);
  });
});
