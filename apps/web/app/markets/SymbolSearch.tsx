import { coinName } from '@tideline/core/coins';
import { Autocomplete } from '@tideline/ui';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { type ListedPair, symbolSuggestions } from './symbol-suggestions.ts';

export interface SymbolSearchProps<P extends ListedPair> {
  /** The listed pairs (from the §9 reference cache), the suggestions' source. */
  pairs: readonly P[];
  /** The page path of a pair (not yet localised). */
  routeOf: (pair: P) => string;
  /** A suggestion's second line; the base coin's name by default. */
  describe?: (pair: P) => string | undefined;
  /** What was typed: the page filters its own list by it as well. */
  value: string;
  onValueChange: (text: string) => void;
  'aria-label': string;
  placeholder?: string;
  className?: string;
}

/**
 * Symbol search of the market list and the trading pages: the autocomplete (§9, suggestions after
 * 300 ms of quiet) over the listed pairs; picking one opens its trading page, while the typed text
 * keeps filtering the page's own list.
 */
export function SymbolSearch<P extends ListedPair>({
  pairs,
  routeOf,
  describe,
  value,
  onValueChange,
  ...rest
}: SymbolSearchProps<P>) {
  const navigate = useNavigate();
  const { localize } = usePageLocale();
  const latest = useRef({ pairs, routeOf, describe });
  latest.current = { pairs, routeOf, describe };
  const fetchSuggestions = useCallback(async (query: string) => {
    const current = latest.current;
    return symbolSuggestions(current.pairs, query, current.routeOf, coinName, undefined, current.describe);
  }, []);
  return (
    <Autocomplete
      {...rest}
      inputValue={value}
      onInputChange={onValueChange}
      fetchSuggestions={fetchSuggestions}
      onSelect={(item) => navigate(localize(item.key))}
    />
  );
}
