import { describe, expect, it } from 'vitest';
import { type Candle, MINUTE_MS } from '../../../markets/minute-candles.ts';
import { dayWithIndexHistory, withIndexHistory } from './index-candle-history.ts';

const candle = (openTime: number, close: number, volume: number): Candle => ({
  openTime,
  open: close,
  high: close,
  low: close,
  close,
  volume,
  quoteVolume: 10n,
  trades: 1,
});

describe('futures candles with the index history in front (issue #18: candles from the first seconds)', () => {
  const spot = [candle(0, 100, 1_234_567), candle(60_000, 101, 5), candle(120_000, 102, 7)];

  it('puts the spot minutes before the first contract minute in front, volume in contract lots', () => {
    const merged = withIndexHistory([candle(120_000, 103, 9)], spot, 6, 3);
    expect(merged.map((c) => [c.openTime, c.close, c.volume])).toEqual([
      [0, 100, 1_234],
      [60_000, 101, 0],
      [120_000, 103, 9],
    ]);
  });

  it('recounts volume up when the contract lot is finer than the spot lot', () => {
    expect(withIndexHistory([], [candle(0, 1, 3)], 1, 2)[0]?.volume).toBe(30);
  });

  it('is the spot history alone before the first trade, and the contract alone when it covers it', () => {
    expect(withIndexHistory([], spot, 3, 3)).toHaveLength(3);
    const own = [candle(0, 99, 1)];
    expect(withIndexHistory(own, spot, 3, 3)).toEqual(own);
  });

  it("a ticker's day: the spot minutes of the 24 h window before the contract's first, none older", () => {
    const now = 3 * 1440 * MINUTE_MS + 30_000;
    const from = now - 30_000 - 1439 * MINUTE_MS;
    const history = [candle(from - MINUTE_MS, 90, 1), candle(from, 91, 1), candle(from + MINUTE_MS, 92, 1)];
    const own = [candle(from + 2 * MINUTE_MS, 93, 1)];
    expect(dayWithIndexHistory(own, history, 3, 3, now).map((c) => [c.openTime, c.close])).toEqual([
      [from, 91],
      [from + MINUTE_MS, 92],
      [from + 2 * MINUTE_MS, 93],
    ]);
    // A contract with its own candles over the whole window needs no history.
    const covering = [candle(from, 95, 1), candle(from + MINUTE_MS, 96, 1)];
    expect(dayWithIndexHistory(covering, history, 3, 3, now)).toBe(covering);
  });
});
