/**
 * Which gateway calls are step-up calls (issue #21 item 1), derived from the endpoint table like
 * the device-token paths: the browser asks the user to prove the account again before sending
 * one, and the gateway refuses one that carries no ticket, from the same rows.
 */
import { stepUpPathsOf } from './endpoint-policies.ts';
import { ENDPOINTS } from './endpoints.ts';

/** A row's path with its `:name` segments matching any one segment. */
const STEP_UP_PATTERNS: readonly RegExp[] = stepUpPathsOf(ENDPOINTS).map(
  (path) => new RegExp(`^${path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}$`),
);

/** Whether a `/v1` path (query string allowed) is a step-up call. */
export function requiresStepUp(path: string): boolean {
  const queryAt = path.indexOf('?');
  const bare = queryAt === -1 ? path : path.slice(0, queryAt);
  return STEP_UP_PATTERNS.some((pattern) => pattern.test(bare));
}
