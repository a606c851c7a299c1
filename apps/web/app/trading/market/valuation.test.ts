import { formatValuation } from '@tideline/core/format';
import { describe, expect, it } from 'vitest';
import type { MarketTicker } from './market-types.ts';
import { usdtPriceOf, valuationOf } from './valuation.ts';

const ticker = (symbol: string, last: string) => ({ symbol, last }) as MarketTicker;
const tickers = new Map([
  ['BTCUSDT', ticker('BTCUSDT', '95000.50')],
  ['DOGEUSDT', ticker('DOGEUSDT', '0.00123')],
]);

describe('§3 valuations in the chosen currency', () => {
  it('prices USDT at 1 and any other asset at its USDT pair, unknown without a ticker', () => {
    expect(usdtPriceOf('USDT', tickers)).toBe('1');
    expect(usdtPriceOf('BTC', tickers)).toBe('95000.50');
    expect(usdtPriceOf('SOL', tickers)).toBeUndefined();
  });

  it('§9 converts through USDT and formats as fiat: 2 decimals, or 2 significant figures below 0.01', () => {
    const euro = { code: 'EUR', symbol: '€' };
    expect(formatValuation(valuationOf('0.5', 'BTC', tickers, '0.928'), euro)).toBe('€44,080.23');
    expect(formatValuation(valuationOf('1', 'DOGE', tickers, '1'), { code: 'USD', symbol: '$' })).toBe(
      '$0.0012',
    );
    expect(formatValuation(valuationOf('2', 'USDT', tickers, '1385'), { code: 'KRW', symbol: '₩' })).toBe(
      '₩2,770.00',
    );
    expect(formatValuation(valuationOf('1', 'SOL', tickers, '1'), euro)).toBe('--');
    expect(valuationOf('1', 'BTC', tickers, undefined)).toBeUndefined();
  });

  it('values a BTC- or ETH-quoted price through its quote coin, never through the cross pair', () => {
    const listing = new Map([
      ...tickers,
      ['ETHUSDT', ticker('ETHUSDT', '3400.00')],
      ['ETHBTC', ticker('ETHBTC', '0.03579')],
      ['NEARUSDT', ticker('NEARUSDT', '2.100')],
    ]);
    // ETH/BTC's last price, 0.03579 BTC, in dollars at the BTC price.
    expect(valuationOf('0.03579', 'BTC', listing, '1')).toBe('3400.067895');
    expect(usdtPriceOf('ETH', listing)).toBe('3400.00');
    expect(valuationOf('10', 'NEAR', listing, '1')).toBe('21');
  });
});
