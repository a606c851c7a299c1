import type { AutocompleteItem } from '@tideline/ui';

export interface ListedPair {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
}

/** Ours: enough suggestions to pick from without a scrolling list. */
export const SYMBOL_SUGGESTION_LIMIT = 8;

/**
 * The symbol search's suggestions: pairs whose symbol holds what was typed ("btc/usdt", "ETHU"), or
 * whose base or quote coin's code or name starts with it, in listing order. The key is where the
 * suggestion leads (the pair's trading page), so a pick is one navigation.
 */
export function symbolSuggestions<P extends ListedPair>(
  pairs: readonly P[],
  query: string,
  routeOf: (pair: P) => string,
  coinName: (coin: string) => string | undefined = () => undefined,
  limit = SYMBOL_SUGGESTION_LIMIT,
  describe: (pair: P) => string | undefined = (pair) => coinName(pair.baseCoin),
): AutocompleteItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const compact = needle.replace(/[\s/_-]+/g, '');
  const matches = (pair: P) =>
    pair.symbol.toLowerCase().includes(compact) ||
    [pair.baseCoin, pair.quoteCoin].some((coin) =>
      [coin, coinName(coin)].some((text) => text?.toLowerCase().startsWith(needle)),
    );
  return pairs
    .filter(matches)
    .slice(0, limit)
    .map((pair) => {
      const description = describe(pair);
      return {
        key: routeOf(pair),
        label: `${pair.baseCoin}/${pair.quoteCoin}`,
        ...(description ? { description } : {}),
      };
    });
}
