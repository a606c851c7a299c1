import { type PointerEvent, useCallback, useEffect, useRef } from 'react';
import { repeatClickInterval } from './constants.ts';

function currentPlatform(): string {
  return typeof navigator === 'undefined' ? '' : navigator.platform;
}

/**
 * Holding a button repeats its action every 200 ms (100 ms on Mac), spec §9. The press itself acts
 * once at once; a keyboard click (no pointer) acts once.
 */
export function useRepeatClick(action: () => void, disabled = false) {
  const latest = useRef(action);
  latest.current = action;
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const pressedByPointer = useRef(false);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0) return;
      pressedByPointer.current = true;
      latest.current();
      stop();
      timer.current = setInterval(() => latest.current(), repeatClickInterval(currentPlatform()));
      const release = () => {
        stop();
        document.removeEventListener('pointerup', release);
      };
      document.addEventListener('pointerup', release);
    },
    onPointerLeave: stop,
    onClick: () => {
      if (pressedByPointer.current) {
        pressedByPointer.current = false;
        return;
      }
      if (!disabled) latest.current();
    },
  };
}
