import { expect, type Page } from '@playwright/test';
import { presentKnownDevice, rememberDevice } from './known-device.ts';
import { latestCode } from './outbox.ts';

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
  await presentKnownDevice(page);
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
  await rememberDevice(page);
}
