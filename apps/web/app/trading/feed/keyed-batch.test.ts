import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyedBatch } from './keyed-batch.ts';

describe('keyed batch: values handed on at most once per interval', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the first value on at once, then the latest of each key once the interval has passed', () => {
    const flushed: Array<Record<string, number>> = [];
    const batch = createKeyedBatch<number>(1000, (values) => flushed.push(Object.fromEntries(values)));
    batch.put('BTCUSDT', 1);
    expect(flushed).toEqual([{ BTCUSDT: 1 }]);
    batch.put('ETHUSDT', 2);
    batch.put('ETHUSDT', 3);
    batch.put('SOLUSDT', 4);
    vi.advanceTimersByTime(999);
    expect(flushed).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([{ BTCUSDT: 1 }, { ETHUSDT: 3, SOLUSDT: 4 }]);
  });

  it('goes quiet when nothing waits, and hands the next value on at once', () => {
    const flush = vi.fn();
    const batch = createKeyedBatch<number>(1000, flush);
    batch.put('a', 1);
    vi.advanceTimersByTime(5000);
    expect(flush).toHaveBeenCalledTimes(1);
    batch.put('a', 2);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('never hands on more often than the interval under a steady stream', () => {
    const flush = vi.fn();
    const batch = createKeyedBatch<number>(1000, flush);
    for (let ms = 0; ms < 10_000; ms += 50) {
      batch.put('a', ms);
      vi.advanceTimersByTime(50);
    }
    expect(flush.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(flush.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('drops what waits when disposed', () => {
    const flush = vi.fn();
    const batch = createKeyedBatch<number>(1000, flush);
    batch.put('a', 1);
    batch.put('b', 2);
    batch.dispose();
    vi.advanceTimersByTime(5000);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
