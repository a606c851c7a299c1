import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `callback` once `delayMs` have passed without another call. A delay of 0 calls at once,
 * which is what local filtering wants (spec §9: 0 ms local, 300 ms remote).
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): (...args: Args) => void {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      if (delayMs <= 0) {
        latest.current(...args);
        return;
      }
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
