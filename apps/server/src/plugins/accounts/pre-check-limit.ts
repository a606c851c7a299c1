import { isLoopback } from '../../platform/loopback-address.ts';

/**
 * Account enumeration (docs/security.md): the login pre-check tells whether an account exists, as
 * §7 asks, but one address learns it for at most this many different login names per window. A
 * person mistyping their own name stays far below it; a script walking a list of addresses meets it
 * at once, and is then answered without the fact (`exists: null`) on top of the address limit of
 * every account call (60 per minute). Loopback callers are not counted, as in the rate limiter
 * (the only loopback caller is a developer's own machine; behind a proxy the address is the
 * client's).
 */
export const PRE_CHECK_NAMES_PER_WINDOW = 10;
export const PRE_CHECK_WINDOW_MS = 10 * 60_000;

export interface PreCheckLimit {
  /** Whether this address may be told about this login name now; a name told once stays allowed. */
  allows(address: string, loginName: string): boolean;
}

export function createPreCheckLimit(
  now: () => number,
  namesPerWindow = PRE_CHECK_NAMES_PER_WINDOW,
  windowMs = PRE_CHECK_WINDOW_MS,
): PreCheckLimit {
  const seen = new Map<string, Map<string, number>>();
  return {
    allows(address, loginName) {
      if (isLoopback(address)) return true;
      const at = now();
      const names = seen.get(address) ?? new Map<string, number>();
      for (const [name, firstAt] of names) if (at - firstAt >= windowMs) names.delete(name);
      const key = loginName.trim().toLowerCase();
      if (!names.has(key)) {
        if (names.size >= namesPerWindow) return false;
        names.set(key, at);
      }
      seen.set(address, names);
      return true;
    },
  };
}
