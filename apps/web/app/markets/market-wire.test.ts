import { describe, expect, it } from 'vitest';
import { futuresLines, parseCloses, spotLines } from './market-wire.ts';

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

  it("joins contracts with their tickers' last price and 24-hour figures, in the contracts' order", () => {
    const lines = futuresLines(
      [
        { symbol: 'ETHUSDT', baseCoin: 'ETH', quoteCoin: 'USDT' },
        { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' },
      ],
      [
        {
          symbol: 'BTCUSDT',
          lastPrice: '90010.1',
          changeRate24h: '-0.98',
          high24h: '91000.0',
          low24h: '89000.0',
          quoteVolume: '1321.50000000',
        },
        // Before a contract's first trade its ticker has no price figures.
        {
          symbol: 'ETHUSDT',
          lastPrice: null,
          changeRate24h: null,
          high24h: null,
          low24h: null,
          quoteVolume: '0.00000000',
        },
      ],
    );
    expect(lines).toEqual([
      {
        venue: 'futures',
        symbol: 'ETHUSDT',
        baseCoin: 'ETH',
        quoteCoin: 'USDT',
        last: null,
        changeRate24h: null,
        high24h: null,
        low24h: null,
        quoteVolume: '0.00000000',
      },
      {
        venue: 'futures',
        symbol: 'BTCUSDT',
        baseCoin: 'BTC',
        quoteCoin: 'USDT',
        last: '90010.1',
        changeRate24h: '-0.98',
        high24h: '91000.0',
        low24h: '89000.0',
        quoteVolume: '1321.50000000',
      },
    ]);
  });

  it("reads candle rows' closes for the sparkline, skipping malformed ones", () => {
    expect(
      parseCloses([
        [1, '10', '12', '9', '11', '1', '100.5'],
        [2, '11', '12', '9', 'x', '1', '1'],
        'junk',
        [3, '11', '13', '10', '12.5', '1', '1'],
      ]),
    ).toEqual([11, 12.5]);
    expect(parseCloses(undefined)).toEqual([]);
  });
});
