export interface BackoffOptions {
  /** Delay ceiling before jitter of the first retry. */
  readonly baseMs: number;
  /** No retry waits longer than this. */
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

/**
 * Capped exponential backoff with full jitter (design §4): retry `attempt` (0 for the first) waits a
 * random time up to min(maxMs, baseMs x 2^attempt), so clients dropped together do not all
 * reconnect in the same instant.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}
