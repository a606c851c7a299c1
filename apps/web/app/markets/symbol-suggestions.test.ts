import { describe, expect, it } from 'vitest';
import { symbolSuggestions } from './symbol-suggestions.ts';

const PAIRS = [
  { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' },
  { symbol: 'ETHUSDT', baseCoin: 'ETH', quoteCoin: 'USDT' },
  { symbol: 'ETHBTC', baseCoin: 'ETH', quoteCoin: 'BTC' },
];
const route = (pair: { symbol: string }) => `/spot/${pair.symbol}`;
const names: Record<string, string> = { BTC: 'Bitcoin', ETH: 'Ethereum' };

describe('symbol search suggestions (#30 item 4)', () => {
  it('matches the symbol with or without a separator, and a coin’s code or name, in listing order', () => {
    expect(symbolSuggestions(PAIRS, 'eth/usdt', route).map((item) => item.key)).toEqual(['/spot/ETHUSDT']);
    expect(symbolSuggestions(PAIRS, 'btc', route).map((item) => item.label)).toEqual(['BTC/USDT', 'ETH/BTC']);
    expect(symbolSuggestions(PAIRS, 'ether', route, (coin) => names[coin])).toEqual([
      { key: '/spot/ETHUSDT', label: 'ETH/USDT', description: 'Ethereum' },
      { key: '/spot/ETHBTC', label: 'ETH/BTC', description: 'Ethereum' },
    ]);
  });

  it('suggests nothing for empty text and at most the limit', () => {
    expect(symbolSuggestions(PAIRS, '  ', route)).toEqual([]);
    expect(symbolSuggestions(PAIRS, 'usdt', route, undefined, 1)).toHaveLength(1);
  });
});
