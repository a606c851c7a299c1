/** §9 "lazy-load throttle 200 ms": scroll and resize checks run at most once per 200 ms. */
export const LAZY_LOAD_THROTTLE_MS = 200;

/**
 * Ours: an image starts loading when it comes this close to the viewport, so a reader scrolling at
 * an ordinary pace sees it loaded rather than loading.
 */
export const LAZY_LOAD_MARGIN_PX = 200;

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/**
 * Whether a box lies within `marginPx` of the viewport. A box with no size (an element not laid
 * out, inside a closed panel) is never near: it would load for no one.
 */
export function isNearViewport(box: Box, viewport: ViewportSize, marginPx = LAZY_LOAD_MARGIN_PX): boolean {
  if (box.bottom - box.top <= 0 && box.right - box.left <= 0) return false;
  return (
    box.bottom >= -marginPx &&
    box.top <= viewport.height + marginPx &&
    box.right >= -marginPx &&
    box.left <= viewport.width + marginPx
  );
}

export type Schedule = (callback: () => void, delayMs: number) => void;

/**
 * Runs the action at once, then at most once per interval: calls within the interval are folded
 * into one more run at its end, so the last scroll position is always checked.
 */
export function createTrailingThrottle(
  action: () => void,
  intervalMs: number,
  schedule: Schedule,
): () => void {
  let cooling = false;
  let pending = false;
  const run = (): void => {
    if (cooling) {
      pending = true;
      return;
    }
    action();
    cooling = true;
    schedule(() => {
      cooling = false;
      if (pending) {
        pending = false;
        run();
      }
    }, intervalMs);
  };
  return run;
}

export interface LazyLoaderOptions<Target> {
  measure: (target: Target) => Box;
  viewport: () => ViewportSize;
  schedule?: Schedule;
  throttleMs?: number;
  marginPx?: number;
}

export interface LazyLoader<Target> {
  /** Calls `onNear` once, when the target first comes near the viewport; returns a stop function. */
  observe(target: Target, onNear: () => void): () => void;
  /** A scroll or resize happened: checks the waiting targets, throttled. */
  check(): void;
  /** How many targets still wait. */
  waiting(): number;
}

/**
 * One page-wide watcher for lazy images: each image registers and is told once when it comes near
 * the viewport; scroll and resize checks are throttled to one per 200 ms (§9).
 */
export function createLazyLoader<Target>(options: LazyLoaderOptions<Target>): LazyLoader<Target> {
  const marginPx = options.marginPx ?? LAZY_LOAD_MARGIN_PX;
  const waiting = new Map<Target, () => void>();
  const isNear = (target: Target) => isNearViewport(options.measure(target), options.viewport(), marginPx);
  const checkNow = (): void => {
    for (const [target, onNear] of [...waiting]) {
      if (!isNear(target)) continue;
      waiting.delete(target);
      onNear();
    }
  };
  const schedule: Schedule = options.schedule ?? ((callback, delayMs) => void setTimeout(callback, delayMs));
  const check = createTrailingThrottle(checkNow, options.throttleMs ?? LAZY_LOAD_THROTTLE_MS, schedule);
  return {
    observe(target, onNear) {
      // An image already in view loads at once, without waiting for a scroll.
      if (isNear(target)) {
        onNear();
        return () => {};
      }
      waiting.set(target, onNear);
      return () => {
        waiting.delete(target);
      };
    },
    check,
    waiting: () => waiting.size,
  };
}
