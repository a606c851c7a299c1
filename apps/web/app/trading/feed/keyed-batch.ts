/**
 * Values by key that may be handed on at most once per interval: later values of a key replace
 * earlier ones while they wait. The trading pages fold every pair's ticker through one, so the
 * market list and the valuations redraw once a second rather than on each of the ten-odd ticker
 * messages a second brings (the shown pair's ticker bar takes its own pair's at once).
 */
export interface KeyedBatch<Value> {
  put(key: string, value: Value): void;
  dispose(): void;
}

export interface BatchTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: BatchTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createKeyedBatch<Value>(
  intervalMs: number,
  flush: (values: ReadonlyMap<string, Value>) => void,
  timers: BatchTimers = globalTimers,
): KeyedBatch<Value> {
  let waiting = new Map<string, Value>();
  let timer: unknown = null;

  function handOn() {
    timer = null;
    if (waiting.size === 0) return;
    const values = waiting;
    waiting = new Map();
    flush(values);
    // The next value waits out a whole interval after this hand-over.
    timer = timers.setTimeout(handOn, intervalMs);
  }

  return {
    put(key, value) {
      waiting.set(key, value);
      // The first value after a quiet spell goes at once; the interval then holds the rest.
      if (timer === null) handOn();
    },
    dispose() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      waiting = new Map();
    },
  };
}
