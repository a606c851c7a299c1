import type { Endpoint } from './endpoint.ts';
import type { SignMode } from './gateway-sign.ts';

/**
 * The §7 lists the gateway enforces and the browser follows, derived from the endpoint table so
 * there is one source: which paths are signed and how, which body fields a mode-2 signature covers,
 * and which paths must carry the device token. Paths carry the `/v1` prefix, as on the wire.
 */

const wirePath = (endpoint: Endpoint) => `/v1${endpoint.path}`;

/** Every signed path and its sign mode. */
export function signModesOf(endpoints: readonly Endpoint[]): Record<string, SignMode> {
  const modes: Record<string, SignMode> = {};
  for (const endpoint of endpoints) {
    if (endpoint.signing) modes[wirePath(endpoint)] = endpoint.signing.mode;
  }
  return modes;
}

/** The body fields each mode-2 path signs, in signing order (mode 0 and 1 paths sign none). */
export function signedBodyFieldsOf(endpoints: readonly Endpoint[]): Record<string, readonly string[]> {
  const fields: Record<string, readonly string[]> = {};
  for (const endpoint of endpoints) {
    if (endpoint.signing) fields[wirePath(endpoint)] = endpoint.signing.fields ?? [];
  }
  return fields;
}

/** The paths that must carry the risk-control device token. */
export function deviceTokenPathsOf(endpoints: readonly Endpoint[]): string[] {
  return endpoints.filter((endpoint) => endpoint.deviceToken).map(wirePath);
}

/** The paths the gateway runs only with a step-up ticket. */
export function stepUpPathsOf(endpoints: readonly Endpoint[]): string[] {
  return endpoints.filter((endpoint) => endpoint.stepUp).map(wirePath);
}
