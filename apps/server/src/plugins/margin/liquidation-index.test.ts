import { describe, expect, it } from 'vitest';
import { LiquidationIndex } from './liquidation-index.ts';

describe('LiquidationIndex', () => {
  it('finds longs when the price falls to their trigger and shorts when it rises to theirs', () => {
    const index = new LiquidationIndex();
    index.set('long-90k', [{ asset: 'BTC', price: 90_000, direction: 'below' }]);
    index.set('long-80k', [{ asset: 'BTC', price: 80_000, direction: 'below' }]);
    index.set('short-110k', [{ asset: 'BTC', price: 110_000, direction: 'above' }]);
    index.set('eth', [{ asset: 'ETH', price: 3_000, direction: 'below' }]);
    expect(index.reachedBy('BTC', 95_000)).toEqual([]);
    expect(index.reachedBy('BTC', 90_000)).toEqual(['long-90k']);
    expect(index.reachedBy('BTC', 79_000).sort()).toEqual(['long-80k', 'long-90k']);
    expect(index.reachedBy('BTC', 110_000)).toEqual(['short-110k']);
    expect(index.reachedBy('ETH', 2_000)).toEqual(['eth']);
  });

  it('keeps one entry per account: set replaces, remove forgets', () => {
    const index = new LiquidationIndex();
    index.set('a', [{ asset: 'BTC', price: 90_000, direction: 'below' }]);
    index.set('a', [{ asset: 'BTC', price: 70_000, direction: 'below' }]);
    expect(index.reachedBy('BTC', 80_000)).toEqual([]);
    expect(index.reachedBy('BTC', 70_000)).toEqual(['a']);
    index.remove('a');
    expect(index.reachedBy('BTC', 1)).toEqual([]);
    expect(index.accounts).toBe(0);
  });

  it('keeps accounts with equal triggers apart', () => {
    const index = new LiquidationIndex();
    index.set('a', [{ asset: 'BTC', price: 90_000, direction: 'below' }]);
    index.set('b', [{ asset: 'BTC', price: 90_000, direction: 'below' }]);
    index.remove('a');
    expect(index.reachedBy('BTC', 90_000)).toEqual(['b']);
  });

  it('picks accounts within the band of their trigger for an exact check', () => {
    const index = new LiquidationIndex(0.01);
    index.set('a', [{ asset: 'BTC', price: 90_000, direction: 'below' }]);
    expect(index.reachedBy('BTC', 90_800)).toEqual(['a']);
    expect(index.reachedBy('BTC', 91_000)).toEqual([]);
  });
});
