/**
 * §8 / §9: error toasts and logout callbacks fire at most once per 2000 ms. The first call of a
 * burst wins (a leading-edge throttle), so the user sees the first failure, not the last.
 */
export const FEEDBACK_THROTTLE_MS = 2000;

export function createLeadingThrottle(
  intervalMs: number,
  now: () => number,
): (action: () => void) => boolean {
  let lastRunAt: number | null = null;
  return (action) => {
    const time = now();
    if (lastRunAt !== null && time - lastRunAt < intervalMs) return false;
    lastRunAt = time;
    action();
    return true;
  };
}
