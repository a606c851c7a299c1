/** §7: a duplicate in-flight request is recognised by method plus URL (the path, not the query). */
export function inFlightKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

export interface InFlightRequests {
  /** Registers a request, aborting an earlier one with the same key; returns its abort signal. */
  begin(key: string): { signal: AbortSignal; end: () => void };
  /** Aborts the in-flight request with this key, if any; true when one was aborted. */
  cancel(key: string): boolean;
}

export function createInFlightRequests(): InFlightRequests {
  const controllers = new Map<string, AbortController>();
  return {
    begin(key) {
      controllers.get(key)?.abort();
      const controller = new AbortController();
      controllers.set(key, controller);
      return {
        signal: controller.signal,
        end() {
          if (controllers.get(key) === controller) controllers.delete(key);
        },
      };
    },
    cancel(key) {
      const controller = controllers.get(key);
      if (!controller) return false;
      controller.abort();
      controllers.delete(key);
      return true;
    },
  };
}
