import { describe, expect, it } from 'vitest';
import { closesOf, futuresLines, spotLines } from './market-wire.ts';

describe('/markets gateway data', () => {
  it("joins spot symbols and tickers in the symbols' order; a market without a ticker has unknown figures", () => {
    const symbols = [
      { symbol: 'ETHBTC', baseCoin: 'ETH', quoteCoin: 'BTC' },
      { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' },
    ];
    const tickers = [
      {
        symbol: 'BTCUSDT',
        last: '90000.5',
        changeRate24h: '-1.25',
        high24h: '91000',
        low24h: '89000',
        quoteVolume: '1321.5',
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
        quoteVolume: '1321.5',
      },
    ]);
    expect(spotLines(undefined, undefined)).toEqual([]);
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

  it("reads candle rows' closes for the sparkline, oldest first", () => {
    expect(
      closesOf([
        [1, '10', '12', '9', '11', '1', '100.5'],
        [3, '11', '13', '10', '12.5', '1', '1'],
      ]),
    ).toEqual([11, 12.5]);
    expect(closesOf([])).toEqual([]);
  });
});
