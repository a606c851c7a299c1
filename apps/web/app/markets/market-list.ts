import { DEFAULT_FUTURES_ROUTE, DEFAULT_SPOT_ROUTE } from '@tideline/core/demo-mode';
import { sortRows, type TableSort } from '@tideline/ui';

export type Venue = 'spot' | 'futures';

/** One row of `/markets`: a spot pair or a perpetual contract with its 24-hour figures. */
export interface MarketLine {
  venue: Venue;
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  /** Decimal strings as the gateway sends them (design §4); null until known. */
  last: string | null;
  /** 24-hour change in percent: '1.23' is +1.23%. */
  changeRate24h: string | null;
  high24h: string | null;
  low24h: string | null;
  /** 24-hour turnover in the quote coin. */
  quoteVolume: string | null;
}

/** The tabs of the page: the starred markets, or one venue. */
export type MarketTab = 'favourites' | Venue;

/** Every quote coin of a venue, as opposed to one. */
export const ALL_QUOTES = 'all';

export interface MarketFilter {
  tab: MarketTab;
  /** A quote coin, or `ALL_QUOTES`. */
  quote: string;
  query: string;
  favourites: ReadonlySet<string>;
}

export type MarketSortKey = 'pair' | 'last' | 'change' | 'high' | 'low' | 'volume';

/** Identifies a market across venues: BTCUSDT is both a spot pair and a contract. */
export function marketKey(line: Pick<MarketLine, 'venue' | 'symbol'>): string {
  return `${line.venue}:${line.symbol}`;
}

/** The trading page of a market: `/spot/BTCUSDT` or `/futures/usdt/BTCUSDT` (spec §2). */
export function tradingRouteOf(line: Pick<MarketLine, 'venue' | 'symbol'>): string {
  const route = line.venue === 'spot' ? DEFAULT_SPOT_ROUTE : DEFAULT_FUTURES_ROUTE;
  return route.replace(/[^/]+$/, encodeURIComponent(line.symbol));
}

/** A venue's quote coins in the gateway's listing order, each once: the quote tabs. */
export function quoteCoinsOf(lines: readonly MarketLine[], venue: Venue): string[] {
  return [...new Set(lines.filter((line) => line.venue === venue).map((line) => line.quoteCoin))];
}

/**
 * Whether a market matches what was typed: the symbol with or without a separator ("btc/usdt",
 * "BTCUSDT"), or the start of either coin's code or name. Case and surrounding space are ignored.
 */
export function matchesQuery(
  line: MarketLine,
  query: string,
  coinName: (coin: string) => string | undefined = () => undefined,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const compact = needle.replace(/[\s/_-]+/g, '');
  if (line.symbol.toLowerCase().includes(compact)) return true;
  return [line.baseCoin, line.quoteCoin].some((coin) =>
    [coin, coinName(coin)].some((text) => text?.toLowerCase().startsWith(needle)),
  );
}

export function filterMarkets(
  lines: readonly MarketLine[],
  filter: MarketFilter,
  coinName?: (coin: string) => string | undefined,
): MarketLine[] {
  return lines.filter((line) => {
    if (filter.tab === 'favourites') {
      if (!filter.favourites.has(marketKey(line))) return false;
    } else if (line.venue !== filter.tab) {
      return false;
    } else if (filter.quote !== ALL_QUOTES && line.quoteCoin !== filter.quote) {
      return false;
    }
    return matchesQuery(line, filter.query, coinName);
  });
}

const SORT_VALUE: Record<MarketSortKey, (line: MarketLine) => unknown> = {
  pair: (line) => `${line.baseCoin}/${line.quoteCoin}`,
  last: (line) => numberOrNull(line.last),
  change: (line) => numberOrNull(line.changeRate24h),
  high: (line) => numberOrNull(line.high24h),
  low: (line) => numberOrNull(line.low24h),
  volume: (line) => numberOrNull(line.quoteVolume),
};

export function isMarketSortKey(key: string): key is MarketSortKey {
  return key in SORT_VALUE;
}

/** Sorted by a column (unknown figures last either way), or in the gateway's order without one. */
export function sortMarkets(lines: readonly MarketLine[], sort: TableSort | null): MarketLine[] {
  if (sort === null || sort.order === null || !isMarketSortKey(sort.key)) return [...lines];
  return sortRows(lines, { order: sort.order, value: SORT_VALUE[sort.key] });
}

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}
