import { expect, type Page } from '@playwright/test';
import { latestCode } from './outbox.ts';

/** Where the web app keeps the device's fingerprint and terminal code (`@tideline/core/fingerprint`). */
const DEVICE_IDENTITY_KEY = 'tl_device_identity';

/**
 * The device identity of the first successful login in this worker. Later logins in fresh browser
 * contexts present it again, as a returning device would, so they skip the new-device e-mail check
 * (protocol §3.4) and stay clear of the one-code-a-minute limit on the account's address.
 */
let knownDevice: string | null = null;

/** The account seeded at every start (scripts/start.mjs). */
export const DEMO_USER = { email: 'demo@tideline.local', password: 'TidelineDemo1' } as const;

export interface LogInOptions {
  email?: string;
  password?: string;
  /** Locale prefix such as '/ar'; '' for English. */
  prefix?: string;
  /** Unprefixed path to land on after the login; the account overview by default. */
  returnTo?: string;
}

/**
 * Logs in through the real login page (signing, login encryption and the device token included),
 * answering an e-mail second factor from the development outbox when the gateway asks for one.
 * Resolves once the browser is on the return path with the session cookies set.
 */
export async function logIn(page: Page, options: LogInOptions = {}): Promise<void> {
  const email = options.email ?? DEMO_USER.email;
  const password = options.password ?? DEMO_USER.password;
  const prefix = options.prefix ?? '';
  const returnTo = options.returnTo ?? '/account';
  const query = new URLSearchParams({ redirect: `${prefix}${returnTo}` });
  if (knownDevice !== null) {
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
  await page.goto(`${prefix}/login?${query.toString()}`);
  await page.waitForLoadState('networkidle');
  await page.locator('#login-name').fill(email);
  await page.locator('#login-password').fill(password);
  const startedAt = Date.now();
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  const verify = page.locator('form[data-form="verify"]');
  const landed = page.waitForURL((url) => url.pathname === `${prefix}${returnTo}`);
  const outcome = await Promise.race([landed.then(() => 'landed'), verify.waitFor().then(() => 'verify')]);
  if (outcome === 'verify' && (await page.locator('#verify-email').count()) > 0) {
    await page.locator('[data-send="email"]').click();
    await page.locator('#verify-email').fill(await latestCode(page.request, email, startedAt));
    await verify.locator('button[type="submit"]').click();
    await landed;
  } else if (outcome === 'verify') {
    throw new Error('logIn() answers only an e-mail second factor; this account asks for another one');
  }
  await expect(page).toHaveURL((url) => url.pathname === `${prefix}${returnTo}`);
  knownDevice ??= await page.evaluate((key) => window.localStorage.getItem(key), DEVICE_IDENTITY_KEY);
}
