/**
 * Trades -> OHLCV candles, in UTC buckets. Fixed intervals (1m .. 1d) are multiples of their
 * length since the Unix epoch. Weeks start on Monday 00:00 UTC (ISO 8601; the epoch fell on a
 * Thursday, hence the 3-day shift below). Months are calendar months starting on the 1st at
 * 00:00 UTC. Prices are ticks, volume is lots and quote volume tick x lot units (a bigint,
 * since price x size can pass 2^53).
 */

// The intervals are the wire's (one list for the engine, the routes and the web app).
import { CANDLE_INTERVALS, type CandleInterval } from '@tideline/protocol/candle';

export { CANDLE_INTERVALS, type CandleInterval };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday; Monday 1969-12-29 00:00 UTC is 3 days before the epoch. */
const FIRST_MONDAY = -3 * DAY;

const FIXED_LENGTH: Readonly<Record<Exclude<CandleInterval, '1w' | '1M'>, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '6h': 360 * MINUTE,
  '12h': 720 * MINUTE,
  '1d': DAY,
};

export interface CandleTrade {
  readonly ts: number;
  readonly price: number;
  readonly size: number;
}

export interface Candle {
  /** Bucket start, ms since the epoch (UTC). */
  readonly openTime: number;
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

/** Start of the bucket that contains `ts`. */
export function bucketStart(ts: number, interval: CandleInterval): number {
  if (interval === '1M') {
    const date = new Date(ts);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (interval === '1w') return FIRST_MONDAY + Math.floor((ts - FIRST_MONDAY) / WEEK) * WEEK;
  const length = FIXED_LENGTH[interval];
  return Math.floor(ts / length) * length;
}

/** Start of the bucket after the one starting at `start`. */
export function nextBucketStart(start: number, interval: CandleInterval): number {
  if (interval === '1M') {
    const date = new Date(start);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
  return start + (interval === '1w' ? WEEK : FIXED_LENGTH[interval]);
}

/**
 * Builds candles incrementally from trades in time order. With `fillGaps`, a bucket without
 * trades becomes a flat candle at the previous close with zero volume, so charts have no holes.
 */
export class CandleSeries {
  readonly interval: CandleInterval;
  private readonly fillGaps: boolean;
  private readonly list: Candle[] = [];

  constructor(interval: CandleInterval, options: { fillGaps?: boolean } = {}) {
    this.interval = interval;
    this.fillGaps = options.fillGaps ?? true;
  }

  /** Adds a trade and returns the candle it landed in. Trades must not go back in time. */
  add(trade: CandleTrade): Candle {
    const start = bucketStart(trade.ts, this.interval);
    let last = this.list[this.list.length - 1];
    if (last !== undefined && start < last.openTime) {
      throw new RangeError(`trade at ${trade.ts} is older than the current ${this.interval} candle`);
    }
    if (last === undefined || start > last.openTime) {
      if (last !== undefined && this.fillGaps) {
        for (let gap = nextBucketStart(last.openTime, this.interval); gap < start; ) {
          this.list.push(flat(gap, last.close));
          gap = nextBucketStart(gap, this.interval);
        }
      }
      last = flat(start, trade.price);
      this.list.push(last);
    }
    last.high = Math.max(last.high, trade.price);
    last.low = Math.min(last.low, trade.price);
    last.close = trade.price;
    last.volume += trade.size;
    last.quoteVolume += BigInt(trade.price) * BigInt(trade.size);
    last.trades += 1;
    return last;
  }

  candles(): readonly Candle[] {
    return this.list;
  }

  latest(): Candle | undefined {
    return this.list[this.list.length - 1];
  }
}

/** All candles of one interval for trades in time order. */
export function aggregateCandles(
  trades: Iterable<CandleTrade>,
  interval: CandleInterval,
  options: { fillGaps?: boolean } = {},
): Candle[] {
  const series = new CandleSeries(interval, options);
  for (const trade of trades) series.add(trade);
  return [...series.candles()];
}

function flat(openTime: number, price: number): Candle {
  return {
    openTime,
    open: price,
    high: price,
    low: price,
    close: price,
    volume: 0,
    quoteVolume: 0n,
    trades: 0,
  };
}
