/**
 * The venue's own tickers of every market (a futures ticker also carries mark, index and funding),
 * held outside React state: each market's messages arrive on their own, and a reader of one market
 * (the ticker bar) renders only when that market's ticker changes.
 */
export interface TickerStore<Ticker extends { symbol: string }> {
  getSnapshot(): ReadonlyMap<string, Ticker>;
  subscribe(listener: () => void): () => void;
  /** Replaces every market's ticker (a REST read). */
  replaceAll(rows: readonly Ticker[]): void;
  /** Replaces the given markets' tickers and keeps the others (socket messages). */
  putMany(changed: ReadonlyMap<string, Ticker>): void;
}

export const NO_TICKERS: ReadonlyMap<string, never> = new Map<string, never>();

export function createTickerStore<Ticker extends { symbol: string }>(): TickerStore<Ticker> {
  let state: ReadonlyMap<string, Ticker> = NO_TICKERS;
  const listeners = new Set<() => void>();
  function set(next: ReadonlyMap<string, Ticker>) {
    state = next;
    for (const listener of listeners) listener();
  }
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replaceAll: (rows) => set(new Map(rows.map((row) => [row.symbol, row]))),
    putMany(changed) {
      const next = new Map(state);
      for (const [key, ticker] of changed) next.set(key, ticker);
      set(next);
    },
  };
}
