import { expect, type Request, test } from '@playwright/test';
import authAr from '../../apps/web/app/auth/i18n/ar.json' with { type: 'json' };
import authEn from '../../apps/web/app/auth/i18n/en.json' with { type: 'json' };
import { logIn } from '../support/log-in.ts';
import { registerByEmail, TEST_PASSWORD, uniqueEmail } from '../support/register.ts';

// Issue 8 item 6 over the real gateway security (GATEWAY_SIGNING=1, DEVICE_TOKEN_REQUIRED=1):
// register with a code from the development outbox, log out, log in again with an encrypted body.

test('§7 register by e-mail, log out, and log in with an encrypted, signed login carrying the device token', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await registerByEmail(page, email);
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();

  await page.locator('[data-action="log-out"]').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();

  const logins: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/user/login')
      logins.push(request);
  });
  await logIn(page, { email, password: TEST_PASSWORD });
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();

  expect(logins).toHaveLength(1);
  const login = logins[0]!;
  const body = login.postDataJSON() as Record<string, unknown>;
  expect(typeof body.bodyCiphertext).toBe('string');
  expect(String(body.bodyCiphertext).length).toBeGreaterThan(100);
  expect(body).not.toHaveProperty('pwd');
  expect(JSON.stringify(body)).not.toContain(TEST_PASSWORD);
  const headers = await login.allHeaders();
  expect(headers['device-sign']).toBeTruthy();
  expect(headers['device-sign-mode']).toBe('2');
  expect(headers['device-sign-key']).toBeTruthy();
  expect(headers['device-sign-data-md5']).toBeTruthy();
  expect(headers['device-token']?.length).toBeGreaterThan(0);
});

test('§7 a path listed for the device token (sendCode) carries it', async ({ page }) => {
  const sendCodes: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/user/public/sendCode') sendCodes.push(request);
  });
  await page.goto('/register');
  await page.waitForLoadState('networkidle');
  await page.locator('#register-email-email').fill(uniqueEmail('headers'));
  await page.locator('[data-send="email"]').click();
  await expect(page.getByText('Code sent')).toBeVisible();
  const headers = await sendCodes[0]!.allHeaders();
  // 40 characters for a trusted device, a shorter demoted token for a risky one (headless Chromium).
  expect(headers['device-token']?.length).toBeGreaterThan(0);
});

test('§8 an expired session sends the visitor to the login page with a return path and says why', async ({
  page,
}) => {
  await page.goto('/');
  // The page believes it is logged in, but the gateway has no session: userinfo answers 20205.
  await page.evaluate(() => window.localStorage.setItem('tideline_session_user', '1'));
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount&reason=expired$/);
  await expect(page.locator('[data-notice="login-expired"]')).toHaveText(authEn.loginExpired);
  expect(await page.evaluate(() => window.localStorage.getItem('tideline_session_user'))).toBeNull();
});

test('§8 the login-expired notice is in the page language', async ({ page }) => {
  await page.goto('/ar');
  await page.evaluate(() => window.localStorage.setItem('tideline_session_user', '1'));
  await page.goto('/ar/account');
  await expect(page).toHaveURL(/\/ar\/login\?redirect=%2Far%2Faccount&reason=expired$/);
  await expect(page.locator('[data-notice="login-expired"]')).toHaveText(authAr.loginExpired);
});

test('§7 the login form explains what is wrong, in the page language', async ({ page }) => {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page.locator('#login-name-note')).toHaveText('This field is required.');
  await page.locator('#login-name').fill('12');
  await expect(page.locator('#login-area-code')).toBeVisible();
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page.locator('#login-name-note')).toHaveText('Enter a mobile number of 5 to 15 digits.');

  await page.goto('/fr/register');
  await page.waitForLoadState('networkidle');
  await page.locator('#register-email-password').fill('short1');
  await page.locator('form[data-form="register"] button[type="submit"]').click();
  await expect(page.locator('#register-email-password-note')).toHaveText(
    'Le mot de passe doit compter de 8 à 32 caractères, dont au moins une lettre et un chiffre.',
  );
});

test('§2 switching the language on the login page: Arabic reads right to left', async ({ page }) => {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.locator('.language-menu > summary').click();
  await page.locator('.language-menu').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول إلى Tideline');
  // The password tab and the password field share the word; the field is the textbox.
  await expect(page.getByRole('textbox', { name: 'كلمة المرور' })).toBeVisible();
});

test('§8 the demo user logs in from the login page and returns to the page given as the return path', async ({
  page,
  browser,
}) => {
  await logIn(page, { returnTo: '/design-system' });
  // A second login from a fresh context right after is answered too (the helper's returning device).
  const again = await (await browser.newContext()).newPage();
  await logIn(again, { prefix: '/ar' });
  await expect(again.getByTestId('account-user-id')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/design-system$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('§4 signed in on two browsers, both stay signed in: each signs with the key bound at its own login', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('two-browsers');
  await registerByEmail(page, email);
  const signedIds: string[] = [];
  page.on('request', (request) => {
    const key = request.headers()['device-sign-key'];
    if (key && new URL(request.url()).pathname.startsWith('/v1/')) signedIds.push(key);
  });
  // The second browser has its own key pair; its login binds that key to its own session.
  const second = await (await browser.newContext()).newPage();
  await logIn(second, { email, password: TEST_PASSWORD });
  await expect(second.getByTestId('account-user-id')).not.toBeEmpty();
  // The first browser's next signed calls (the overview's user info) are still answered.
  await page.goto('/account');
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();
  await page.reload();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();
  expect(signedIds.length).toBeGreaterThan(0);
  await second.reload();
  await expect(second.getByTestId('account-user-id')).not.toBeEmpty();
  await second.context().close();
});
