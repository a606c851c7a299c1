import { describe, expect, it, vi } from 'vitest';
import type { FuturesTicker } from '../model/futures-types.ts';
import { createTickerStore } from './ticker-store.ts';

function ticker(symbol: string, markPrice: string): FuturesTicker {
  return {
    symbol,
    indexPrice: markPrice,
    markPrice,
    lastPrice: markPrice,
    fundingRate: '0.0001',
    nextFundingTime: 1_800_000_000_000,
    open24h: markPrice,
    high24h: markPrice,
    low24h: markPrice,
    changeRate24h: '0.00',
    baseVolume: '0',
    quoteVolume: '0',
    bestBid: null,
    bestAsk: null,
  };
}

describe('futures ticker store (protocol-futures §5a ticker)', () => {
  it('a socket message replaces its contract and leaves the other contracts as the same objects', () => {
    const store = createTickerStore();
    const eth = ticker('ETHUSDT', '3000.00');
    store.replaceContracts([ticker('BTCUSDT', '50000.0'), eth]);
    const before = store.getSnapshot();
    store.putContract(ticker('BTCUSDT', '50010.0'));
    const after = store.getSnapshot();
    expect(after.contracts.get('BTCUSDT')?.markPrice).toBe('50010.0');
    // Same object: a reader of ETHUSDT sees no change and does not render again.
    expect(after.contracts.get('ETHUSDT')).toBe(eth);
    expect(before.contracts.get('BTCUSDT')?.markPrice).toBe('50000.0');
  });

  it('a REST read replaces every contract, and listeners hear each change until they leave', () => {
    const store = createTickerStore();
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.putContract(ticker('SOLUSDT', '150.000'));
    store.replaceContracts([ticker('BTCUSDT', '50000.0')]);
    expect([...store.getSnapshot().contracts.keys()]).toEqual(['BTCUSDT']);
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    store.putContract(ticker('BTCUSDT', '1.0'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
