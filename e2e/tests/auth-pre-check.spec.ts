// Issue #30 items 1 and 2 in real Chromium against the real server (signing and the device token
// on): the login form's §7 pre-check before the password step, and the §6 device check of a
// returning user's browser before login.
import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_USER, logIn } from '../support/log-in.ts';

// Hydration, the device token and the key set-up take seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test('§6 a returning user’s device is checked before login and recognised; a first visit is not', async ({
  page,
  browser,
}) => {
  await logIn(page);
  // Logged out (the session cookies gone); the browser keeps the key bound at the login.
  await page.context().clearCookies();
  const checked = page.waitForResponse((response) => response.url().includes('/v1/user/public/checkDevice'));
  await page.goto('/login');
  const answer = await (await checked).json();
  expect(answer.data).toEqual({ known: true });
  await expect(page.locator('[data-notice="device-recognised"]')).toHaveText(
    'Welcome back: this device is recognised.',
  );

  const first = await browser.newContext();
  const fresh = await first.newPage();
  let asked = false;
  fresh.on('request', (request) => {
    if (request.url().includes('/v1/user/public/checkDevice')) asked = true;
  });
  await fresh.goto('/login');
  await fresh.locator('#login-name').fill('someone@example.com');
  await expect(fresh.locator('[data-notice="device-recognised"]')).toHaveCount(0);
  expect(asked).toBe(false);
  await first.close();
});

test('§7 login pre-check: an unknown login name is told before the password, with a way to sign up', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const preCheck = page.waitForResponse((response) => response.url().includes('/v1/user/login/pre-check'));
  await page.locator('#login-name').fill('nobody-here@example.com');
  await page.locator('#login-password').focus();
  const answer = await (await preCheck).json();
  expect(answer.data).toEqual({ exists: false, captcha: false, secondFactor: false });
  const notice = page.locator('[data-pre-check="noAccount"]');
  await expect(notice).toContainText('No account uses this login name yet.');
  await expect(notice.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
});

test('§7 login pre-check: a device the account never used is told a verification code will follow', async ({
  browser,
}) => {
  // Every context of this Chromium has the same fingerprint, hence the same terminal code: this
  // one presents another device's identity, as a second machine would, for an account that has
  // logged in on the first (the first test).
  const context = await browser.newContext();
  const page = await context.newPage();
  const otherDevice = 'e2e-pre-check-device';
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    'tl_device_identity',
    JSON.stringify({ fingerprint: otherDevice, terminalCode: '0123456789abcdef0123456789abcdef' }),
  ] as const);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const preCheck = page.waitForResponse((response) => response.url().includes('/v1/user/login/pre-check'));
  await page.locator('#login-name').fill(DEMO_USER.email);
  await page.locator('#login-password').focus();
  expect((await (await preCheck).json()).data).toMatchObject({ exists: true, secondFactor: true });
  await expect(page.locator('[data-pre-check="secondFactor"]')).toHaveText(
    'You will be asked for a verification code after your password.',
  );
  await context.close();
});
