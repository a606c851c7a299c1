import { useCallback, useEffect, useState } from 'react';

/** The gateway sends one code per address per 60 s (protocol §3.2). */
export const RESEND_SECONDS = 60;

/** Seconds left before a code may be sent again; `start()` begins a new wait. */
export function useCountdown(seconds = RESEND_SECONDS): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
}
