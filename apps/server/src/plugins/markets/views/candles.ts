/**
 * Candles: the 1-minute candle is the only one stored; every longer interval is an aggregate of
 * 1-minute candles computed when asked for. Boundaries are UTC: a day starts at 00:00, a week on
 * Monday 00:00 (ISO), a month on the 1st. Prices are ticks, volume lots, quote volume ledger units.
 */

export const CANDLE_INTERVALS = [
  '1m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '6h',
  '12h',
  '1d',
  '1w',
  '1M',
] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

export const MINUTE_MS = 60_000;
const FIXED_MS: Readonly<Record<Exclude<CandleInterval, '1w' | '1M'>, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '4h': 240 * MINUTE_MS,
  '6h': 360 * MINUTE_MS,
  '12h': 720 * MINUTE_MS,
  '1d': 1440 * MINUTE_MS,
};
const WEEK_MS = 7 * 1440 * MINUTE_MS;
/** 1970-01-05 was a Monday: ISO weeks start at this offset from the epoch. */
const MONDAY_OFFSET_MS = 4 * 1440 * MINUTE_MS;

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

export function isCandleInterval(value: string): value is CandleInterval {
  return (CANDLE_INTERVALS as readonly string[]).includes(value);
}

/** Start of the interval that contains `time` (milliseconds, UTC). */
export function bucketStart(interval: CandleInterval, time: number): number {
  if (interval === '1M') {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (interval === '1w') return Math.floor((time - MONDAY_OFFSET_MS) / WEEK_MS) * WEEK_MS + MONDAY_OFFSET_MS;
  const length = FIXED_MS[interval];
  return Math.floor(time / length) * length;
}

/** Adds one trade to a 1-minute candle series kept in time order; returns the candle it changed. */
export function addTrade(
  series: Candle[],
  trade: { time: number; price: number; size: number; quoteAmount: bigint },
): Candle {
  const openTime = bucketStart('1m', trade.time);
  const last = series.at(-1);
  if (last !== undefined && last.openTime === openTime) {
    last.high = Math.max(last.high, trade.price);
    last.low = Math.min(last.low, trade.price);
    last.close = trade.price;
    last.volume += trade.size;
    last.quoteVolume += trade.quoteAmount;
    last.trades += 1;
    return last;
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
  return candle;
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
    const start = bucketStart(interval, minute.openTime);
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

/** The rolling 24-hour window of a 1-minute series ending at `now`. */
export function rolling24h(minutes: readonly Candle[], now: number): Candle | undefined {
  const from = bucketStart('1m', now) - 1439 * MINUTE_MS;
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
