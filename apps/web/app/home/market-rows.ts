import { DEFAULT_SPOT_ROUTE } from '@tideline/core/demo-mode';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import type { SpotSymbolWire, SpotTickerWire } from '@tideline/protocol/spot/market-data';
import { referenceReader } from '../api/reference-client.ts';

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

type Listing = Pick<SpotSymbolWire, 'symbol' | 'baseCoin' | 'quoteCoin'>;
type DayFigures = Pick<SpotTickerWire, 'symbol' | 'last' | 'changeRate24h' | 'quoteVolume'>;

/**
 * Joins `/v1/market/symbols` and `/v1/market/tickers`, in the gateway's symbol order. A listing
 * without a ticker yet, or a ticker of a symbol not listed, is left out.
 */
export function joinMarketRows(symbols: readonly Listing[], tickers: readonly DayFigures[]): MarketRow[] {
  const bySymbol = new Map(tickers.map((ticker) => [ticker.symbol, ticker]));
  return symbols.flatMap(({ symbol, baseCoin, quoteCoin }) => {
    const ticker = bySymbol.get(symbol);
    if (ticker === undefined) return [];
    const { last, changeRate24h, quoteVolume } = ticker;
    return [{ symbol, baseCoin, quoteCoin, last, changeRate24h, quoteVolume }];
  });
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

export async function fetchMarketRows(client: Pick<RequestClient, 'get' | 'post'>): Promise<MarketRow[]> {
  const [symbols, tickers] = await Promise.all([
    callEndpoint(referenceReader(client), SPOT_ENDPOINTS.symbols),
    callEndpoint(client, SPOT_ENDPOINTS.tickers),
  ]);
  return joinMarketRows(symbols, tickers);
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
