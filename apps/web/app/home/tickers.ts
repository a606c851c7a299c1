import { DEFAULT_SPOT_ROUTE } from '@tideline/core/demo-mode';

/**
 * The gateway's 24-hour ticker list. The markets contract is still being written on the server
 * side; this module is the one place the web app knows the path and the row shape.
 */
export const TICKERS_PATH = '/v1/market/tickers';

export interface Ticker {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  /** Decimal strings, never floats (design §4). */
  lastPrice: string;
  /** 24-hour change as a ratio: 0.0123 is +1.23%. */
  change24h: string;
  /** 24-hour turnover in the quote coin. */
  quoteVolume24h: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function readDecimal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && DECIMAL.test(value) ? value : undefined;
}

function readTicker(row: unknown): Ticker | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const record = row as Record<string, unknown>;
  const { symbol, baseCoin, quoteCoin } = record;
  const lastPrice = readDecimal(record.lastPrice);
  const change24h = readDecimal(record.change24h);
  const quoteVolume24h = readDecimal(record.quoteVolume24h);
  if (typeof symbol !== 'string' || typeof baseCoin !== 'string' || typeof quoteCoin !== 'string')
    return undefined;
  if (lastPrice === undefined || change24h === undefined || quoteVolume24h === undefined) return undefined;
  return { symbol, baseCoin, quoteCoin, lastPrice, change24h, quoteVolume24h };
}

export class TickersError extends Error {
  override name = 'TickersError';
}

/**
 * Reads the response envelope (spec §3: code, data, msg). A failure code or a body that is not a
 * ticker list is an error; rows that do not parse are skipped rather than shown wrong.
 */
export function parseTickersResponse(body: unknown): Ticker[] {
  if (typeof body !== 'object' || body === null) throw new TickersError('not an envelope');
  const { code, data, msg } = body as Record<string, unknown>;
  if (code !== 0 && code !== '0' && code !== '00000' && code !== '200') {
    throw new TickersError(typeof msg === 'string' && msg !== '' ? msg : `code ${String(code)}`);
  }
  if (!Array.isArray(data)) throw new TickersError('data is not a list');
  return data.map(readTicker).filter((ticker): ticker is Ticker => ticker !== undefined);
}

export async function fetchTickers(signal: AbortSignal): Promise<Ticker[]> {
  const response = await fetch(TICKERS_PATH, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new TickersError(`HTTP ${response.status}`);
  return parseTickersResponse(await response.json());
}

/** The spot page of a market; the default one is BTC/USDT (spec §2). */
export function spotRouteFor(ticker: Pick<Ticker, 'symbol'>): string {
  return DEFAULT_SPOT_ROUTE.replace(/[^/]+$/, encodeURIComponent(ticker.symbol));
}
