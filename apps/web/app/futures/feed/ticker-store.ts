import type { FuturesTicker } from '../model/futures-types.ts';

export interface FuturesTickers {
  /** Mark, index, last price, funding and the 24-hour figures of every contract. */
  readonly contracts: ReadonlyMap<string, FuturesTicker>;
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
  /** Replaces one contract's ticker and keeps the others (a socket message). */
  putContract(ticker: FuturesTicker): void;
}

export const NO_TICKERS: FuturesTickers = { contracts: new Map() };

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
    putContract: (ticker) =>
      set({ ...state, contracts: new Map(state.contracts).set(ticker.symbol, ticker) }),
  };
}
