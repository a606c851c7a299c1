import { describe, expect, it, vi } from 'vitest';
import { createTickerStore } from './ticker-store.ts';

/** A venue ticker with a figure the market shape lacks (as a futures ticker's mark price). */
interface MarkTicker {
  symbol: string;
  markPrice: string;
}

const ticker = (symbol: string, markPrice: string): MarkTicker => ({ symbol, markPrice });

describe('venue ticker store', () => {
  it('a socket message replaces its market and leaves the other markets as the same objects', () => {
    const store = createTickerStore<MarkTicker>();
    const eth = ticker('ETHUSDT', '3000.00');
    store.replaceAll([ticker('BTCUSDT', '50000.0'), eth]);
    const before = store.getSnapshot();
    store.putMany(new Map([['BTCUSDT', ticker('BTCUSDT', '50010.0')]]));
    const after = store.getSnapshot();
    expect(after.get('BTCUSDT')?.markPrice).toBe('50010.0');
    // Same object: a reader of ETHUSDT sees no change and does not render again.
    expect(after.get('ETHUSDT')).toBe(eth);
    expect(before.get('BTCUSDT')?.markPrice).toBe('50000.0');
  });

  it('a REST read replaces every market, and listeners hear each change until they leave', () => {
    const store = createTickerStore<MarkTicker>();
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.putMany(new Map([['SOLUSDT', ticker('SOLUSDT', '150.000')]]));
    store.replaceAll([ticker('BTCUSDT', '50000.0')]);
    expect([...store.getSnapshot().keys()]).toEqual(['BTCUSDT']);
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    store.putMany(new Map([['BTCUSDT', ticker('BTCUSDT', '1.0')]]));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
