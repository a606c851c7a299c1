import type { CandleRowWire } from '@tideline/protocol/candle';
import type { FuturesTickerWire } from '@tideline/protocol/futures/ticker';
import type { SpotSymbolWire, SpotTickerWire } from '@tideline/protocol/spot/market-data';
import type { MarketLine } from './market-list.ts';

// Joins the gateway's listings and tickers (answers checked by their endpoint-table rows) into
// `MarketLine`s; a market without a ticker yet shows its figures as unknown.

type Listing = Pick<SpotSymbolWire, 'symbol' | 'baseCoin' | 'quoteCoin'>;
type DayFigures = Pick<SpotTickerWire, 'symbol' | 'quoteVolume'> & {
  changeRate24h: string | null;
  high24h: string | null;
  low24h: string | null;
};
type SpotDay = DayFigures & Pick<SpotTickerWire, 'last'>;
type FuturesDay = DayFigures & Pick<FuturesTickerWire, 'lastPrice'>;

function bySymbol<Ticker extends { symbol: string }>(tickers: readonly Ticker[]): Map<string, Ticker> {
  return new Map(tickers.map((ticker) => [ticker.symbol, ticker]));
}

/** The 24-hour figures of a spot or futures ticker; the two tickers name them alike. */
function dayOf(ticker: DayFigures | undefined) {
  return {
    changeRate24h: ticker?.changeRate24h ?? null,
    high24h: ticker?.high24h ?? null,
    low24h: ticker?.low24h ?? null,
    quoteVolume: ticker?.quoteVolume ?? null,
  };
}

function listingOf({ symbol, baseCoin, quoteCoin }: Listing) {
  return { symbol, baseCoin, quoteCoin };
}

/** `/v1/market/symbols` joined with `/v1/market/tickers`, in the gateway's symbol order. */
export function spotLines(symbols: readonly Listing[] = [], tickers: readonly SpotDay[] = []): MarketLine[] {
  const found = bySymbol(tickers);
  return symbols.map((listing) => {
    const ticker = found.get(listing.symbol);
    return { venue: 'spot', ...listingOf(listing), last: ticker?.last ?? null, ...dayOf(ticker) };
  });
}

/** `/v1/futures/contracts` joined with `/v1/futures/tickers`, in the gateway's contract order. */
export function futuresLines(
  contracts: readonly Listing[] = [],
  tickers: readonly FuturesDay[] = [],
): MarketLine[] {
  const found = bySymbol(tickers);
  return contracts.map((listing) => {
    const ticker = found.get(listing.symbol);
    return { venue: 'futures', ...listingOf(listing), last: ticker?.lastPrice ?? null, ...dayOf(ticker) };
  });
}

/** The closes of candle rows `[openTime, open, high, low, close, …]`, oldest first, for a sparkline. */
export function closesOf(rows: readonly CandleRowWire[]): number[] {
  return rows.map((row) => Number(row[4]));
}
