// Readers of the public stream's pushes (ticker, trades, candles); REST answers are checked by
// their endpoint-table rows instead.
import type { CandleRow, MarketTicker, PublicTrade } from './market-types.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

type Loose = Record<string, unknown>;

function record(value: unknown): Loose | undefined {
  return typeof value === 'object' && value !== null ? (value as Loose) : undefined;
}

function decimal(value: unknown): string | undefined {
  return typeof value === 'string' && DECIMAL.test(value) ? value : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function parseTicker(value: unknown): MarketTicker | undefined {
  const raw = record(value);
  const symbol = text(raw?.symbol);
  if (raw === undefined || symbol === undefined) return undefined;
  const fields = [
    'last',
    'open24h',
    'high24h',
    'low24h',
    'changeRate24h',
    'baseVolume',
    'quoteVolume',
  ] as const;
  const values = fields.map((field) => decimal(raw[field]));
  if (values.some((field) => field === undefined)) return undefined;
  const [
    last = '',
    open24h = '',
    high24h = '',
    low24h = '',
    changeRate24h = '',
    baseVolume = '',
    quoteVolume = '',
  ] = values;
  return { symbol, last, open24h, high24h, low24h, changeRate24h, baseVolume, quoteVolume };
}

export function parseTrades(data: unknown): PublicTrade[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const tradeId = text(raw?.tradeId);
    const price = decimal(raw?.price);
    const size = decimal(raw?.size);
    const side = raw?.side;
    const ts = raw?.ts;
    if (!tradeId || !price || !size || (side !== 'buy' && side !== 'sell') || typeof ts !== 'number')
      return [];
    return [{ tradeId, price, size, side, ts }];
  });
}

export function parseCandles(data: unknown): CandleRow[] {
  return list(data).flatMap((item) => {
    if (!Array.isArray(item) || item.length < 7 || typeof item[0] !== 'number') return [];
    const values = item.slice(1, 7).map(decimal);
    if (values.some((value) => value === undefined)) return [];
    const [open = '', high = '', low = '', close = '', baseVolume = '', quoteVolume = ''] = values;
    return [[item[0], open, high, low, close, baseVolume, quoteVolume] as const];
  });
}
