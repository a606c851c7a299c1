import { Decimal } from '@tideline/core/decimal';
import type { MarketLine } from './market-list.ts';

// Reads the gateway's market data into `MarketLine`s. Anything of the wrong shape is left out (a
// listing) or shown as unknown (a figure), never shown wrong.

const DECIMAL = /^-?\d+(\.\d+)?$/;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function decimal(value: unknown): string | null {
  return typeof value === 'string' && DECIMAL.test(value) ? value : null;
}

function list(data: unknown): unknown[] {
  return Array.isArray(data) ? data : [];
}

function bySymbol(data: unknown): Map<string, Record<string, unknown>> {
  const found = new Map<string, Record<string, unknown>>();
  for (const item of list(data)) {
    const entry = record(item);
    const symbol = text(entry?.symbol);
    if (entry && symbol) found.set(symbol, entry);
  }
  return found;
}

function listings(data: unknown): { symbol: string; baseCoin: string; quoteCoin: string }[] {
  return list(data).flatMap((item) => {
    const entry = record(item);
    const symbol = text(entry?.symbol);
    const baseCoin = text(entry?.baseCoin);
    const quoteCoin = text(entry?.quoteCoin);
    return symbol && baseCoin && quoteCoin ? [{ symbol, baseCoin, quoteCoin }] : [];
  });
}

/** `/v1/market/symbols` joined with `/v1/market/tickers`, in the gateway's symbol order. */
export function spotLines(symbolsData: unknown, tickersData: unknown): MarketLine[] {
  const tickers = bySymbol(tickersData);
  return listings(symbolsData).map((listing) => {
    const ticker = tickers.get(listing.symbol);
    return {
      venue: 'spot',
      ...listing,
      last: decimal(ticker?.last),
      changeRate24h: decimal(ticker?.changeRate24h),
      high24h: decimal(ticker?.high24h),
      low24h: decimal(ticker?.low24h),
      quoteVolume: decimal(ticker?.quoteVolume),
    };
  });
}

/** The 24-hour figures a futures ticker does not carry, read from the contract's candles. */
export interface DayFigures {
  changeRate24h: string | null;
  high24h: string | null;
  low24h: string | null;
  quoteVolume: string | null;
}

/**
 * `/v1/futures/contracts` joined with `/v1/futures/tickers` (the last price), in the gateway's
 * contract order. A futures ticker has no 24-hour figures: `dayFigures` reads them from candles.
 */
export function futuresLines(contractsData: unknown, tickersData: unknown): MarketLine[] {
  const tickers = bySymbol(tickersData);
  return listings(contractsData).map((listing) => ({
    venue: 'futures',
    ...listing,
    last: decimal(tickers.get(listing.symbol)?.lastPrice),
    changeRate24h: null,
    high24h: null,
    low24h: null,
    quoteVolume: null,
  }));
}

/** One candle of `/v1/market/candles` or `/v1/futures/candles`, the parts this page reads. */
export interface CandleFigures {
  open: string;
  high: string;
  low: string;
  close: string;
  quoteVolume: string;
}

/** The candles' list `[openTime, open, high, low, close, baseVolume, quoteVolume]`, oldest first. */
export function parseCandles(data: unknown): CandleFigures[] {
  return list(data).flatMap((item) => {
    if (!Array.isArray(item)) return [];
    const [, open, high, low, close, , quoteVolume] = item.map(decimal);
    return open && high && low && close && quoteVolume ? [{ open, high, low, close, quoteVolume }] : [];
  });
}

/**
 * A day's change, high, low and turnover from its candles (oldest first) and the last price: the
 * change is from the first candle's open, in percent with 2 decimals truncated toward zero, as the
 * spot ticker's. No candles: every figure unknown.
 */
export function dayFigures(candles: readonly CandleFigures[], last: string | null): DayFigures {
  const first = candles[0];
  if (first === undefined) return { changeRate24h: null, high24h: null, low24h: null, quoteVolume: null };
  let high = new Decimal(first.high);
  let low = new Decimal(first.low);
  let volume = new Decimal(0);
  for (const candle of candles) {
    high = Decimal.max(high, candle.high);
    low = Decimal.min(low, candle.low);
    volume = volume.plus(candle.quoteVolume);
  }
  const open = new Decimal(first.open);
  const close = last ?? candles[candles.length - 1]?.close ?? first.close;
  const rate = open.isZero()
    ? new Decimal(0)
    : new Decimal(close).minus(open).div(open).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return {
    changeRate24h: rate.toFixed(2),
    high24h: Decimal.max(high, close).toFixed(),
    low24h: Decimal.min(low, close).toFixed(),
    quoteVolume: volume.toFixed(),
  };
}
