import { bucketStart, CANDLE_INTERVALS, type CandleInterval, isCandleInterval } from './candles.ts';

/**
 * Stored candles: the 1-minute candle is the only one persisted; every longer interval is an
 * aggregate of 1-minute candles computed when asked for, on the markets core's UTC buckets
 * (markets/candles.ts: weeks start on Monday 00:00, months on the 1st). Prices are ticks, volume
 * lots and, unlike the core's candles, quote volume ledger units (10^-8 quote).
 */

export { bucketStart, CANDLE_INTERVALS, type CandleInterval, isCandleInterval };

export const MINUTE_MS = 60_000;

export interface Candle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  quoteVolume: bigint;
  trades: number;
}

/** Quiet minutes filled in at most, so a long shutdown does not write weeks of flat candles. */
const MAX_GAP_FILL = 1440;

/**
 * Adds one trade to a 1-minute candle series kept in time order and returns every candle it
 * changed: minutes without trades since the last candle become flat candles at its close (so
 * charts have no holes), then the trade's own minute.
 */
export function addTrade(
  series: Candle[],
  trade: { time: number; price: number; size: number; quoteAmount: bigint },
): Candle[] {
  const openTime = bucketStart(trade.time, '1m');
  const last = series.at(-1);
  if (last !== undefined && last.openTime === openTime) {
    last.high = Math.max(last.high, trade.price);
    last.low = Math.min(last.low, trade.price);
    last.close = trade.price;
    last.volume += trade.size;
    last.quoteVolume += trade.quoteAmount;
    last.trades += 1;
    return [last];
  }
  const changed: Candle[] = [];
  if (last !== undefined && last.openTime < openTime) {
    const firstGap = Math.max(last.openTime + MINUTE_MS, openTime - MAX_GAP_FILL * MINUTE_MS);
    for (let gap = firstGap; gap < openTime; gap += MINUTE_MS) {
      const flat: Candle = {
        openTime: gap,
        open: last.close,
        high: last.close,
        low: last.close,
        close: last.close,
        volume: 0,
        quoteVolume: 0n,
        trades: 0,
      };
      series.push(flat);
      changed.push(flat);
    }
  }
  const candle: Candle = {
    openTime,
    open: trade.price,
    high: trade.price,
    low: trade.price,
    close: trade.price,
    volume: trade.size,
    quoteVolume: trade.quoteAmount,
    trades: 1,
  };
  series.push(candle);
  changed.push(candle);
  return changed;
}

/**
 * The candles of `interval` built from 1-minute candles (time order), oldest first, at most
 * `limit` of them, ending with the one that contains `endTime` (or the newest).
 */
export function aggregate(
  minutes: readonly Candle[],
  interval: CandleInterval,
  limit: number,
  endTime = Number.POSITIVE_INFINITY,
): Candle[] {
  const result: Candle[] = [];
  for (let i = minutes.length - 1; i >= 0; i -= 1) {
    const minute = minutes[i]!;
    if (minute.openTime > endTime) continue;
    const start = bucketStart(minute.openTime, interval);
    const current = result.at(-1);
    if (current !== undefined && current.openTime === start) {
      current.open = minute.open;
      current.high = Math.max(current.high, minute.high);
      current.low = Math.min(current.low, minute.low);
      current.volume += minute.volume;
      current.quoteVolume += minute.quoteVolume;
      current.trades += minute.trades;
      continue;
    }
    if (result.length === limit) break;
    result.push({ ...minute, openTime: start });
  }
  return result.reverse();
}

/** The first minute of the rolling 24-hour window ending at `now`: 1,440 minutes with now's own. */
export function dayWindowStart(now: number): number {
  return bucketStart(now, '1m') - 1439 * MINUTE_MS;
}

/** The rolling 24-hour window of a 1-minute series ending at `now`. */
export function rolling24h(minutes: readonly Candle[], now: number): Candle | undefined {
  const from = dayWindowStart(now);
  let window: Candle | undefined;
  for (let i = minutes.length - 1; i >= 0; i -= 1) {
    const minute = minutes[i]!;
    if (minute.openTime < from) break;
    if (minute.openTime > now) continue;
    if (window === undefined) {
      window = { ...minute };
      continue;
    }
    window.openTime = minute.openTime;
    window.open = minute.open;
    window.high = Math.max(window.high, minute.high);
    window.low = Math.min(window.low, minute.low);
    window.volume += minute.volume;
    window.quoteVolume += minute.quoteVolume;
    window.trades += minute.trades;
  }
  return window;
}

/**
 * A ticker's 24-hour figures from a 1-minute series and the last price (ticks): the window's open
 * (the last price when nothing traded in it), high and low with the last price in, the change and
 * the volumes. Spot and futures tickers both read them.
 */
export interface DayFigures {
  open: number;
  high: number;
  low: number;
  change: number;
  /** Hundredths of a percent, truncated toward zero: the rate shows 2 decimals (spec §9). */
  changeRate: bigint;
  volume: number;
  quoteVolume: bigint;
}

export function dayFigures(minutes: readonly Candle[], last: number, now: number): DayFigures {
  const day = rolling24h(minutes, now);
  const open = day?.open ?? last;
  const change = last - open;
  return {
    open,
    high: Math.max(day?.high ?? last, last),
    low: Math.min(day?.low ?? last, last),
    change,
    changeRate: open === 0 ? 0n : (BigInt(change) * 10_000n) / BigInt(open),
    volume: day?.volume ?? 0,
    quoteVolume: day?.quoteVolume ?? 0n,
  };
}
