import { useCallback, useSyncExternalStore } from 'react';

/** Spec §9: the mobile layout applies below 768 px. */
export const NARROW_BREAKPOINT_PX = 768;

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches; false on the server and before hydration. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => canMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

const NARROW_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`;

function subscribeToResize(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Without matchMedia (jsdom, some embedded web views) the width is read from innerWidth. */
function narrowByWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth > 0 && window.innerWidth < NARROW_BREAKPOINT_PX;
}

/** Below 768 px; false on the server and before hydration. */
export function useIsNarrow(): boolean {
  const byQuery = useMediaQuery(NARROW_QUERY);
  const byWidth = useSyncExternalStore(subscribeToResize, narrowByWidth, () => false);
  return canMatchMedia() ? byQuery : byWidth;
}
