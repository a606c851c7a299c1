import type { SpotTicker } from '../../spot/model/market-types.ts';
import type { FuturesTicker } from '../model/futures-types.ts';

export interface FuturesTickers {
  /** Mark, index, last price and funding of every contract. */
  readonly contracts: ReadonlyMap<string, FuturesTicker>;
  /** The index markets' (spot) 24-hour figures, shown in the market list beside each contract. */
  readonly index: ReadonlyMap<string, SpotTicker>;
}

/**
 * The tickers of every contract, held outside React state: each contract's messages arrive on their
 * own, and a reader of one contract (the ticker bar) renders only when that contract's ticker changes.
 */
export interface TickerStore {
  getSnapshot(): FuturesTickers;
  subscribe(listener: () => void): () => void;
  /** Replaces every contract's ticker (a REST read). */
  replaceContracts(rows: readonly FuturesTicker[]): void;
  replaceIndex(rows: readonly SpotTicker[]): void;
  /** Replaces one contract's ticker and keeps the others (a socket message). */
  putContract(ticker: FuturesTicker): void;
  putIndex(ticker: SpotTicker): void;
}

export const NO_TICKERS: FuturesTickers = { contracts: new Map(), index: new Map() };

export function createTickerStore(): TickerStore {
  let state = NO_TICKERS;
  const listeners = new Set<() => void>();
  function set(next: FuturesTickers) {
    state = next;
    for (const listener of listeners) listener();
  }
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replaceContracts: (rows) => set({ ...state, contracts: new Map(rows.map((row) => [row.symbol, row])) }),
    replaceIndex: (rows) => set({ ...state, index: new Map(rows.map((row) => [row.symbol, row])) }),
    putContract: (ticker) =>
      set({ ...state, contracts: new Map(state.contracts).set(ticker.symbol, ticker) }),
    putIndex: (ticker) => set({ ...state, index: new Map(state.index).set(ticker.symbol, ticker) }),
  };
}
