import {
  browserDeviceIdentitySources,
  computeDeviceIdentity,
  type DeviceIdentity,
  resolveSharedDeviceIdentity,
} from '@tideline/core/fingerprint';

/**
 * Spec §4: the fingerprint and terminal code are computed once, stored locally and shared by every
 * tab (the earliest claim computes, the others read its result). Browser wiring only; the
 * protocol lives in core.
 */
export function resolveBrowserIdentity(): Promise<DeviceIdentity> {
  return resolveSharedDeviceIdentity({
    storage: window.localStorage,
    onStorageChange: (listener) => {
      const onStorage = (event: StorageEvent) => listener(event.key);
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    now: () => Date.now(),
    tabId: crypto.randomUUID(),
    compute: () => computeDeviceIdentity(browserDeviceIdentitySources),
  });
}
