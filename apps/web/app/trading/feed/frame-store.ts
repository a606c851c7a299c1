export interface FrameStore<State> {
  getSnapshot(): State;
  subscribe(listener: () => void): () => void;
  /** Queues a change; every change queued before the next frame is applied and shown together. */
  update(change: (state: State) => State): void;
  dispose(): void;
}

/**
 * Changes folded ahead of the frame once this many wait: a hidden tab gets no animation frames,
 * and its queue must not grow for as long as it stays hidden.
 */
export const MAX_QUEUED_CHANGES = 256;

export type FrameScheduler = (callback: () => void) => () => void;

export const animationFrameScheduler: FrameScheduler = (callback) => {
  const handle = requestAnimationFrame(callback);
  return () => cancelAnimationFrame(handle);
};

/**
 * State that changes many times a frame (ticker, trades, depth) but is shown at most once per
 * animation frame (design §4): changes queue up and are folded in when the frame comes.
 */
export function createFrameStore<State>(initial: State, schedule: FrameScheduler): FrameStore<State> {
  let state = initial;
  let queued: Array<(state: State) => State> = [];
  let cancel: (() => void) | null = null;
  const listeners = new Set<() => void>();

  function flush() {
    cancel = null;
    const changes = queued;
    queued = [];
    for (const change of changes) state = change(state);
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      queued.push(change);
      if (queued.length >= MAX_QUEUED_CHANGES) {
        for (const pending of queued) state = pending(state);
        queued = [];
      }
      cancel ??= schedule(flush);
    },
    dispose() {
      cancel?.();
      cancel = null;
      queued = [];
      listeners.clear();
    },
  };
}
