import { DEFAULT_SPOT_ROUTE } from '@tideline/core/demo-mode';
import type { RequestClient } from '@tideline/core/request';

/** One line of the home page's markets overview: the gateway's symbol and 24-hour ticker joined. */
export interface MarketRow {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  /** Decimal strings as the gateway sends them, never floats (design §4). */
  last: string;
  /** 24-hour change in percent with 2 decimals: '1.23' is +1.23%. */
  changeRate24h: string;
  /** 24-hour turnover in the quote coin. */
  quoteVolume: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function decimal(value: unknown): string | undefined {
  return typeof value === 'string' && DECIMAL.test(value) ? value : undefined;
}

function list(data: unknown, what: string): unknown[] {
  if (!Array.isArray(data)) throw new TypeError(`${what} is not a list`);
  return data;
}

/**
 * Joins `/v1/market/symbols` and `/v1/market/tickers`, in the gateway's symbol order. A ticker for a
 * symbol that is not listed, or with figures that are not decimals, is left out rather than shown
 * wrong.
 */
export function joinMarketRows(symbolsData: unknown, tickersData: unknown): MarketRow[] {
  const tickers = new Map<string, Record<string, unknown>>();
  for (const item of list(tickersData, 'tickers')) {
    const ticker = record(item);
    const symbol = text(ticker?.symbol);
    if (ticker && symbol) tickers.set(symbol, ticker);
  }
  const rows: MarketRow[] = [];
  for (const item of list(symbolsData, 'symbols')) {
    const listing = record(item);
    const symbol = text(listing?.symbol);
    const baseCoin = text(listing?.baseCoin);
    const quoteCoin = text(listing?.quoteCoin);
    const ticker = symbol === undefined ? undefined : tickers.get(symbol);
    const last = decimal(ticker?.last);
    const changeRate24h = decimal(ticker?.changeRate24h);
    const quoteVolume = decimal(ticker?.quoteVolume);
    if (!symbol || !baseCoin || !quoteCoin || !last || !changeRate24h || !quoteVolume) continue;
    rows.push({ symbol, baseCoin, quoteCoin, last, changeRate24h, quoteVolume });
  }
  return rows;
}

/** How many markets the home page shows: the busiest, so the overview stays one screen long. */
export const HOME_MARKET_COUNT = 10;

const VALUATION_QUOTE = 'USDT';

/** A row's 24-hour turnover in USDT: through its quote coin's USDT pair; undefined without one. */
function usdtVolume(row: MarketRow, lastByBase: ReadonlyMap<string, string>): number | undefined {
  if (row.quoteCoin === VALUATION_QUOTE) return Number(row.quoteVolume);
  const quotePrice = lastByBase.get(row.quoteCoin);
  return quotePrice === undefined ? undefined : Number(row.quoteVolume) * Number(quotePrice);
}

/**
 * The `count` busiest markets by 24-hour turnover valued in USDT (a BTC-quoted pair's BTC
 * turnover at the BTC price), busiest first; ties and unvalued pairs keep the listing order, the
 * unvalued after the rest.
 */
export function topMarketRows(rows: readonly MarketRow[], count = HOME_MARKET_COUNT): MarketRow[] {
  const lastByBase = new Map(
    rows.filter((row) => row.quoteCoin === VALUATION_QUOTE).map((row) => [row.baseCoin, row.last]),
  );
  return rows
    .map((row, index) => ({ row, index, volume: usdtVolume(row, lastByBase) ?? -1 }))
    .sort((a, b) => b.volume - a.volume || a.index - b.index)
    .slice(0, count)
    .map(({ row }) => row);
}

export async function fetchMarketRows(client: Pick<RequestClient, 'get'>): Promise<MarketRow[]> {
  const [symbols, tickers] = await Promise.all([
    client.get<unknown>('/market/symbols'),
    client.get<unknown>('/market/tickers'),
  ]);
  return joinMarketRows(symbols.data, tickers.data);
}

export type ChangeDirection = 'up' | 'down' | 'flat';

export function changeDirection(changeRate: string): ChangeDirection {
  if (!/[1-9]/.test(changeRate)) return 'flat';
  return changeRate.startsWith('-') ? 'down' : 'up';
}

/** The spot page of a market; BTC/USDT's is the default spot route (spec §2). */
export function spotRouteFor(row: Pick<MarketRow, 'symbol'>): string {
  return DEFAULT_SPOT_ROUTE.replace(/[^/]+$/, encodeURIComponent(row.symbol));
}
