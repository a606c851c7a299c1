import { expect, type Page, type Response } from '@playwright/test';
import { presentKnownDevice, rememberDevice } from './known-device.ts';
import { latestCode } from './outbox.ts';

/** How long a login may take to land or ask for a second factor on a loaded 2-core machine. */
const LOGIN_WAIT_MS = 60_000;

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
  // What the gateway answered, for the failure message: a toast may be gone by then.
  const answers: string[] = [];
  const keepAnswer = async (response: Response) => {
    if (!/\/v1\/user\/(login|public)/.test(response.url())) return;
    answers.push(
      `${response.status()} ${new URL(response.url()).pathname} ${(await response.text().catch(() => '')).slice(0, 300)}`,
    );
  };
  page.on('response', keepAnswer);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  const verify = page.locator('form[data-form="verify"]');
  // Bounded waits: a login that neither lands nor asks for a second factor fails here, with what
  // the page shows, instead of waiting silently until the test's own time-out.
  const landed = page.waitForURL((url) => url.pathname === `${prefix}${returnTo}`, {
    timeout: LOGIN_WAIT_MS,
  });
  const asked = verify.waitFor({ timeout: LOGIN_WAIT_MS }).then(() => 'verify');
  // Once the login lands, the second-factor wait runs out unobserved: that is not a failure.
  asked.catch(() => undefined);
  const outcome = await Promise.race([landed.then(() => 'landed'), asked]).catch(async (error: unknown) => {
    const shown = await page
      .locator('[role="alert"], .tl-toast, [data-captcha], form[data-form="login"] [aria-invalid="true"]')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `logIn(${email}) neither landed on ${prefix}${returnTo} nor asked for a second factor within ` +
        `${LOGIN_WAIT_MS / 1000} s; the page is ${page.url()} and shows: ${JSON.stringify(shown)}; ` +
        `the gateway answered: ${JSON.stringify(answers)}`,
      { cause: error },
    );
  });
  page.off('response', keepAnswer);
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
