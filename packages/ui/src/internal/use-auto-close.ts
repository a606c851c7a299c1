import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/**
 * Calls `onClose` after `durationMs` (0 = never). Hovering pauses the countdown and leaving restarts
 * it in full, as Element UI's message and notification do, so a reader is never cut off.
 */
export function useAutoClose(durationMs: number, onClose: () => void) {
  const [paused, setPaused] = useState(false);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (durationMs <= 0 || paused) return;
    const timer = setTimeout(() => close(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, paused]);

  return {
    onMouseEnter: useCallback(() => setPaused(true), []),
    onMouseLeave: useCallback(() => setPaused(false), []),
  };
}

/** Calls `handler` on every Escape key press anywhere in the document while `active`. */
export function useEscapeKey(handler: () => void, active = true): void {
  const onEscape = useEffectEvent(handler);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
