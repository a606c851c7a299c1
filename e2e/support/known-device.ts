import type { Page } from '@playwright/test';

/** Where the web app keeps the device's fingerprint and terminal code (`@tideline/core/fingerprint`). */
export const DEVICE_IDENTITY_KEY = 'tl_device_identity';

/**
 * The device identity of the first page of this worker that had one. Later fresh browser contexts
 * present it again, as a returning device would: they skip the new-device e-mail check (protocol
 * §3.4), stay clear of the one-code-a-minute limit on an address, and their device token and
 * terminal code always belong together.
 */
let knownDevice: string | null = null;

/** Seeds the page's storage with the known identity (if any) before its scripts run. */
export async function presentKnownDevice(page: Page): Promise<void> {
  if (knownDevice === null) return;
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // Pages without storage (about:blank) have nothing to seed.
      }
    },
    [DEVICE_IDENTITY_KEY, knownDevice] as const,
  );
}

/** Keeps the page's identity as the known one, unless one is known already. */
export async function rememberDevice(page: Page): Promise<void> {
  knownDevice ??= await page.evaluate((key) => window.localStorage.getItem(key), DEVICE_IDENTITY_KEY);
}
