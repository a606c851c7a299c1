// One device identity per page (spec §4). The fingerprint library loads after the page, off the
// critical path, and is resolved once; the provider and the device-token fetch share the answer.
import type { DeviceIdentity } from '@tideline/core/fingerprint';

/**
 * How long the device-token fetch holds for the terminal code before asking without one. A first
 * visit needs the library, the 1 s claim wait and the computation; a token asked for without a
 * terminal code is always demoted, so it is worth a short wait at start.
 */
export const TERMINAL_CODE_WAIT_MS = 5000;

let identity: Promise<DeviceIdentity> | undefined;
let resolvedCode: string | undefined;

export function browserDeviceIdentity(): Promise<DeviceIdentity> {
  identity ??= import('./resolve-browser-identity.ts')
    .then(({ resolveBrowserIdentity }) => resolveBrowserIdentity())
    .then((resolved) => {
      resolvedCode = resolved.terminalCode;
      return resolved;
    });
  return identity;
}

/**
 * The terminal code once the page's identity has resolved, read synchronously; '' before. A
 * request that waited for its device token continues in the same microtask run as the identity's
 * resolution, before React has rendered the new code into context: it reads this instead, so the
 * header matches the code the token was just bound to (else the gateway refuses it, 00006).
 */
export function resolvedTerminalCode(): string {
  return resolvedCode ?? '';
}

/**
 * The terminal code for a device-token request: the one already known, else the page's identity
 * once resolved, else '' after `waitMs` or when the identity cannot be computed.
 */
export function awaitTerminalCode(
  current: () => string,
  resolveIdentity: () => Promise<DeviceIdentity> = browserDeviceIdentity,
  waitMs: number = TERMINAL_CODE_WAIT_MS,
): Promise<string> {
  const known = current();
  if (known !== '') return Promise.resolve(known);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(''), waitMs);
    resolveIdentity().then(
      ({ terminalCode }) => {
        clearTimeout(timer);
        resolve(terminalCode);
      },
      () => {
        clearTimeout(timer);
        resolve('');
      },
    );
  });
}
