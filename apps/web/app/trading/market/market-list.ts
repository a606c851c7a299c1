import type { SafeStorage } from '@tideline/core/storage';
import type { MarketSymbol, MarketTicker } from './market-types.ts';

export interface MarketListRow {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
  last: string | undefined;
  changeRate24h: string | undefined;
  quoteVolume: string | undefined;
  favourite: boolean;
}

/** `all`, `favourites`, or a quote coin such as `USDT`. */
export type MarketFilter = string;

export const ALL_MARKETS = 'all';
export const FAVOURITE_MARKETS = 'favourites';

/** The quote coins to offer as filters, in the order the gateway lists the pairs. */
export function quoteCoins(symbols: readonly MarketSymbol[]): string[] {
  return [...new Set(symbols.map((symbol) => symbol.quoteCoin))];
}

/**
 * The market list's rows: every pair joined with its ticker, kept when it matches the filter and
 * the search text (pair, base or quote coin, case-insensitive, `btc/usdt` matching `BTCUSDT`).
 */
export function marketListRows(
  symbols: readonly MarketSymbol[],
  tickers: ReadonlyMap<string, MarketTicker>,
  favourites: ReadonlySet<string>,
  filter: MarketFilter,
  search: string,
): MarketListRow[] {
  const needle = search
    .trim()
    .toUpperCase()
    .replace(/[\s/_-]/g, '');
  return symbols
    .filter((symbol) => {
      if (filter === FAVOURITE_MARKETS) return favourites.has(symbol.symbol);
      return filter === ALL_MARKETS || symbol.quoteCoin === filter;
    })
    .filter((symbol) => needle === '' || symbol.symbol.toUpperCase().includes(needle))
    .map((symbol) => {
      const ticker = tickers.get(symbol.symbol);
      return {
        symbol: symbol.symbol,
        baseCoin: symbol.baseCoin,
        quoteCoin: symbol.quoteCoin,
        last: ticker?.last,
        changeRate24h: ticker?.changeRate24h,
        quoteVolume: ticker?.quoteVolume,
        favourite: favourites.has(symbol.symbol),
      };
    });
}

const FAVOURITES_KEY = 'tideline.spot.favourites';

/** Favourite pairs kept in local storage; anything unreadable counts as none. */
export function readFavourites(storage: SafeStorage): Set<string> {
  try {
    const value: unknown = JSON.parse(storage.get(FAVOURITES_KEY) ?? '[]');
    return new Set(
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

export function toggleFavourite(
  storage: SafeStorage,
  current: ReadonlySet<string>,
  symbol: string,
): Set<string> {
  const next = new Set(current);
  if (next.has(symbol)) next.delete(symbol);
  else next.add(symbol);
  storage.set(FAVOURITES_KEY, JSON.stringify([...next]));
  return next;
}
