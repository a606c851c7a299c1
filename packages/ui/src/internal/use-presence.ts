import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closed';

/**
 * Keeps a closing element mounted for `exitMs` so it can fade out, then unmounts it.
 * `state` feeds the `data-state` attribute the CSS transition keys on.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; state: PresenceState } {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs]);

  return { mounted: open || mounted, state: open ? 'open' : 'closed' };
}
