/**
 * Which gateway calls are step-up calls (issue #21 item 1), derived from the endpoint table like
 * the device-token paths: the browser asks the user to prove the account again before sending
 * one, and the gateway refuses one that carries no ticket, from the same rows.
 */
import { ENDPOINTS } from './endpoints.ts';

/**
 * Each step-up row's method and its `/v1` path as a pattern, `:name` segments matching any one
 * segment. The method matters: reading the anti-phishing code shares the path of setting it.
 */
const STEP_UP_CALLS: readonly { method: string; pattern: RegExp }[] = ENDPOINTS.filter(
  (endpoint) => endpoint.stepUp,
).map((endpoint) => ({
  method: endpoint.method,
  pattern: new RegExp(`^/v1${endpoint.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}$`),
}));

/** Whether a call (a `/v1` path, query string allowed) is a step-up call. */
export function requiresStepUp(method: string, path: string): boolean {
  const queryAt = path.indexOf('?');
  const bare = queryAt === -1 ? path : path.slice(0, queryAt);
  const verb = method.toUpperCase();
  return STEP_UP_CALLS.some((call) => call.method === verb && call.pattern.test(bare));
}
