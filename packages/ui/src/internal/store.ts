/** A minimal external store for `useSyncExternalStore`: services write, hosts render. */
export interface Store<State> {
  get(): State;
  /** The state a server render sees: the initial one, the same object every call as React asks. */
  getServerSnapshot(): State;
  set(update: (state: State) => State): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<State>(initial: State): Store<State> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    getServerSnapshot: () => initial,
    set(update) {
      state = update(state);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Services are no-ops on the server: there is nothing to show and no user to answer. */
export const isBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

let nextId = 0;
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}
