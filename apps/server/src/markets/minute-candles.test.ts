import { describe, expect, it } from 'vitest';
import {
  addTrade,
  aggregate,
  bucketStart,
  CANDLE_INTERVALS,
  type Candle,
  dayFigures,
  MINUTE_MS,
  rolling24h,
} from './minute-candles.ts';

const at = (iso: string) => Date.parse(iso);

function minute(
  openTime: number,
  open: number,
  high: number,
  low: number,
  close: number,
  volume = 1,
): Candle {
  return { openTime, open, high, low, close, volume, quoteVolume: BigInt(volume * close), trades: 1 };
}

describe('candles', () => {
  it('offers the eleven intervals of issue #7', () => {
    expect(CANDLE_INTERVALS).toEqual(['1m', '5m', '15m', '30m', '1h', '4h', '6h', '12h', '1d', '1w', '1M']);
  });

  it('adds trades to the current minute or opens the next one, filling quiet minutes flat', () => {
    const series: Candle[] = [];
    const start = at('2026-11-21T10:00:05Z');
    addTrade(series, { time: start, price: 100, size: 2, quoteAmount: 200n });
    addTrade(series, { time: start + 1000, price: 105, size: 1, quoteAmount: 105n });
    expect(addTrade(series, { time: start + 2000, price: 98, size: 1, quoteAmount: 98n })).toHaveLength(1);
    const changed = addTrade(series, { time: start + 3 * MINUTE_MS, price: 101, size: 1, quoteAmount: 101n });
    expect(changed).toHaveLength(3);
    expect(series).toEqual([
      {
        openTime: at('2026-11-21T10:00:00Z'),
        open: 100,
        high: 105,
        low: 98,
        close: 98,
        volume: 4,
        quoteVolume: 403n,
        trades: 3,
      },
      {
        openTime: at('2026-11-21T10:01:00Z'),
        open: 98,
        high: 98,
        low: 98,
        close: 98,
        volume: 0,
        quoteVolume: 0n,
        trades: 0,
      },
      {
        openTime: at('2026-11-21T10:02:00Z'),
        open: 98,
        high: 98,
        low: 98,
        close: 98,
        volume: 0,
        quoteVolume: 0n,
        trades: 0,
      },
      {
        openTime: at('2026-11-21T10:03:00Z'),
        open: 101,
        high: 101,
        low: 101,
        close: 101,
        volume: 1,
        quoteVolume: 101n,
        trades: 1,
      },
    ]);
  });

  it('fills at most a day of quiet minutes after a long pause', () => {
    const series: Candle[] = [];
    const start = at('2026-11-01T00:00:00Z');
    addTrade(series, { time: start, price: 100, size: 1, quoteAmount: 100n });
    addTrade(series, { time: start + 10 * 1440 * MINUTE_MS, price: 100, size: 1, quoteAmount: 100n });
    expect(series).toHaveLength(1 + 1440 + 1);
  });

  it('aggregates minutes into longer candles, newest bucket last, limited to the newest N', () => {
    const base = at('2026-11-21T10:00:00Z');
    const minutes = [
      minute(base, 10, 12, 9, 11),
      minute(base + MINUTE_MS, 11, 15, 10, 14),
      minute(base + 5 * MINUTE_MS, 14, 14, 7, 8),
      minute(base + 6 * MINUTE_MS, 8, 9, 8, 9),
    ];
    expect(
      aggregate(minutes, '5m', 10).map((c) => [c.openTime, c.open, c.high, c.low, c.close, c.volume]),
    ).toEqual([
      [base, 10, 15, 9, 14, 2],
      [base + 5 * MINUTE_MS, 14, 14, 7, 9, 2],
    ]);
    expect(aggregate(minutes, '5m', 1)).toHaveLength(1);
    expect(aggregate(minutes, '5m', 10, base + 4 * MINUTE_MS)).toHaveLength(1);
    expect(aggregate(minutes, '1h', 5)[0]).toMatchObject({ open: 10, high: 15, low: 7, close: 9, volume: 4 });
  });

  it('the 24 h window holds exactly the last 1,440 minutes', () => {
    const now = at('2026-11-21T10:00:30Z');
    const first = bucketStart(now, '1m') - 1439 * MINUTE_MS;
    const minutes = [
      minute(first - MINUTE_MS, 50, 60, 40, 55),
      minute(first, 100, 110, 90, 105),
      minute(bucketStart(now, '1m'), 105, 120, 100, 118),
    ];
    expect(rolling24h(minutes, now)).toMatchObject({ open: 100, high: 120, low: 90, close: 118, volume: 2 });
  });

  it("a ticker's day figures: change from the window's open, rate truncated toward zero, the last price in high and low", () => {
    const now = at('2026-11-21T10:00:30Z');
    const minutes = [minute(bucketStart(now, '1m') - MINUTE_MS, 300, 310, 295, 305, 2)];
    expect(dayFigures(minutes, 290, now)).toEqual({
      open: 300,
      high: 310,
      low: 290,
      change: -10,
      // -10 / 300 = -3.333...%: -333 hundredths.
      changeRate: -333n,
      volume: 2,
      quoteVolume: 610n,
    });
    // Nothing traded in the window: the day opened at the last price and nothing changed.
    expect(dayFigures(minutes, 290, now + 2 * 1440 * MINUTE_MS)).toEqual({
      open: 290,
      high: 290,
      low: 290,
      change: 0,
      changeRate: 0n,
      volume: 0,
      quoteVolume: 0n,
    });
  });
});
