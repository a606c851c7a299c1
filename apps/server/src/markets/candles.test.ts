import { describe, expect, it } from 'vitest';
import { aggregateCandles, bucketStart, CANDLE_INTERVALS, CandleSeries, nextBucketStart } from './candles.ts';

const at = (iso: string) => Date.parse(iso);

describe('#7 candles: UTC buckets', () => {
  it('offers every interval from 1m to 1M', () => {
    expect(CANDLE_INTERVALS).toEqual(['1m', '5m', '15m', '30m', '1h', '4h', '6h', '12h', '1d', '1w', '1M']);
  });

  it('fixed intervals start on multiples of their length since the epoch', () => {
    const ts = at('2026-11-21T13:47:31.250Z');
    expect(bucketStart(ts, '1m')).toBe(at('2026-11-21T13:47:00Z'));
    expect(bucketStart(ts, '5m')).toBe(at('2026-11-21T13:45:00Z'));
    expect(bucketStart(ts, '15m')).toBe(at('2026-11-21T13:45:00Z'));
    expect(bucketStart(ts, '30m')).toBe(at('2026-11-21T13:30:00Z'));
    expect(bucketStart(ts, '1h')).toBe(at('2026-11-21T13:00:00Z'));
    expect(bucketStart(ts, '4h')).toBe(at('2026-11-21T12:00:00Z'));
    expect(bucketStart(ts, '6h')).toBe(at('2026-11-21T12:00:00Z'));
    expect(bucketStart(ts, '12h')).toBe(at('2026-11-21T12:00:00Z'));
    expect(bucketStart(ts, '1d')).toBe(at('2026-11-21T00:00:00Z'));
  });

  it('weeks start on Monday 00:00 UTC, months on the 1st', () => {
    // 2026-11-21 is a Saturday; its week began Monday 2026-11-16.
    expect(bucketStart(at('2026-11-21T13:00:00Z'), '1w')).toBe(at('2026-11-16T00:00:00Z'));
    expect(bucketStart(at('2026-11-16T00:00:00Z'), '1w')).toBe(at('2026-11-16T00:00:00Z'));
    expect(bucketStart(at('2026-11-15T23:59:59Z'), '1w')).toBe(at('2026-11-09T00:00:00Z'));
    expect(bucketStart(at('2026-11-21T13:00:00Z'), '1M')).toBe(at('2026-11-01T00:00:00Z'));
    expect(nextBucketStart(at('2026-12-01T00:00:00Z'), '1M')).toBe(at('2027-01-01T00:00:00Z'));
    expect(nextBucketStart(at('2028-02-01T00:00:00Z'), '1M')).toBe(at('2028-03-01T00:00:00Z'));
  });
});

describe('#7 candles: aggregation', () => {
  it('open, high, low, close, volume and quote volume per bucket', () => {
    const base = at('2026-11-21T10:00:00Z');
    const candles = aggregateCandles(
      [
        { ts: base + 1_000, price: 100, size: 2 },
        { ts: base + 20_000, price: 105, size: 1 },
        { ts: base + 59_999, price: 98, size: 3 },
        { ts: base + 60_000, price: 99, size: 5 },
      ],
      '1m',
    );
    expect(candles).toEqual([
      { openTime: base, open: 100, high: 105, low: 98, close: 98, volume: 6, quoteVolume: 599n, trades: 3 },
      {
        openTime: base + 60_000,
        open: 99,
        high: 99,
        low: 99,
        close: 99,
        volume: 5,
        quoteVolume: 495n,
        trades: 1,
      },
    ]);
  });

  it('fills empty buckets with flat candles at the previous close, unless asked not to', () => {
    const base = at('2026-11-21T10:00:00Z');
    const trades = [
      { ts: base, price: 100, size: 1 },
      { ts: base + 3 * 60_000, price: 110, size: 1 },
    ];
    const filled = aggregateCandles(trades, '1m');
    expect(filled.map((c) => [c.openTime - base, c.open, c.close, c.volume])).toEqual([
      [0, 100, 100, 1],
      [60_000, 100, 100, 0],
      [120_000, 100, 100, 0],
      [180_000, 110, 110, 1],
    ]);
    expect(aggregateCandles(trades, '1m', { fillGaps: false })).toHaveLength(2);
  });

  it('refuses trades older than the current candle', () => {
    const series = new CandleSeries('1h');
    series.add({ ts: at('2026-11-21T10:00:00Z'), price: 1, size: 1 });
    expect(() => series.add({ ts: at('2026-11-21T09:59:59Z'), price: 1, size: 1 })).toThrow(RangeError);
  });

  it('keeps quote volume exact beyond 2^53', () => {
    const series = new CandleSeries('1d');
    series.add({ ts: 0, price: 9_500_000, size: 1_000_000_000 });
    series.add({ ts: 1, price: 9_500_000, size: 1_000_000_000 });
    expect(series.latest()?.quoteVolume).toBe(19_000_000_000_000_000n);
  });
});
