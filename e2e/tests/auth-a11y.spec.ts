import { expect, type Page, test } from '@playwright/test';
import { unusedTotp } from '../../apps/server/test/support/unused-totp.ts';
import { axeViolations } from '../support/axe.ts';
import { registerByEmail, TEST_PASSWORD, uniqueEmail } from '../support/register.ts';
import { proveIdentity } from '../support/step-up.ts';
import { deviceTokenReady, injectWallet } from './auth-support.ts';

// Design §6: axe scans of the sign-in screens in both themes and in Arabic (right to left).
const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
];
const THEMES = [
  { name: 'dark', cookie: 'black' },
  { name: 'light', cookie: 'white' },
];

async function chooseTheme(page: Page, cookieTheme: string) {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme: cookieTheme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

async function scan(page: Page) {
  // Rest the pointer off the controls: the scan is of the resting state, not of a hover.
  await page.mouse.move(0, 0);
  const summary = await axeViolations(page);
  expect(summary).toEqual([]);
}

let totpEmail = '';

test.beforeAll(async ({ browser }) => {
  // An account with the authenticator on, so the second-factor screen can be reached.
  const page = await browser.newPage();
  totpEmail = uniqueEmail('a11y');
  await page.goto('/');
  await deviceTokenReady(page);
  await registerByEmail(page, totpEmail);
  await page.locator('[data-action="enable-google"]').click();
  const secret = (await page.getByTestId('google-secret').textContent()) ?? '';
  await page.locator('#google-bind-code').fill(await unusedTotp(secret));
  await page.locator('form[data-form="google-bind"] button[type="submit"]').click();
  await proveIdentity(page, { email: totpEmail });
  await expect(page.getByTestId('account-google')).toHaveText('Enabled');
  await page.close();
});

// Both themes in one test: the second load is warm (the scripts are cached), as it is for a user.
for (const locale of LOCALES) {
  for (const route of ['/login', '/agency/login', '/register']) {
    test(`§9 axe finds no violations on ${locale.prefix}${route} (${locale.name}, dark and light themes)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const theme of THEMES) {
        await chooseTheme(page, theme.cookie);
        await page.goto(`${locale.prefix}${route}`);
        await page.waitForLoadState('networkidle');
        await deviceTokenReady(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
        // Show the validation messages too: they are part of what a visitor meets.
        await page.locator('form button[type="submit"]').first().click();
        await scan(page);
      }
    });
  }
}

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test(`§9 axe finds no violations on the second-factor screen (${locale.name}, ${theme.name} theme)`, async ({
      page,
    }) => {
      await chooseTheme(page, theme.cookie);
      await page.goto(`${locale.prefix}/login`);
      await page.waitForLoadState('networkidle');
      await deviceTokenReady(page);
      await page.locator('#login-name').fill(totpEmail);
      await page.locator('#login-password').fill(TEST_PASSWORD);
      await page.locator('form[data-form="login"] button[type="submit"]').click();
      await expect(page.locator('#verify-google')).toBeVisible();
      await scan(page);
    });
  }
}

// Issue 8 item 6: the QR panel (live and expired), the third-party buttons with their reasons, a
// wallet problem, and the form that finishes a new wallet sign-in.
for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test(`§9 axe finds no violations on the QR login tab, live and expired (${locale.name}, ${theme.name} theme)`, async ({
      page,
    }) => {
      await page.clock.install();
      await chooseTheme(page, theme.cookie);
      await page.goto(`${locale.prefix}/login`);
      await page.waitForLoadState('networkidle');
      await deviceTokenReady(page);
      await page.getByRole('tab').nth(1).click();
      await expect(page.locator('[data-qr-phase="waiting"]')).toBeVisible();
      await scan(page);
      await page.clock.fastForward('02:01');
      await expect(page.locator('[data-qr-phase="expired"]')).toBeVisible();
      await scan(page);
    });

    test(`§9 axe finds no violations on a wallet problem and the new-wallet form (${locale.name}, ${theme.name} theme)`, async ({
      page,
      browser,
    }) => {
      await chooseTheme(page, theme.cookie);
      await page.goto(`${locale.prefix}/login`);
      await page.waitForLoadState('networkidle');
      await deviceTokenReady(page);
      await page.locator('[data-provider="wallet"]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await scan(page);

      // axe needs a page of a context the test made itself.
      const walletContext = await browser.newContext();
      const withWallet = await walletContext.newPage();
      await chooseTheme(withWallet, theme.cookie);
      await injectWallet(withWallet);
      await withWallet.goto(`${locale.prefix}/login`);
      await withWallet.waitForLoadState('networkidle');
      await deviceTokenReady(withWallet);
      await withWallet.locator('[data-provider="wallet"]').click();
      await expect(withWallet.locator('[data-pending="wallet"]')).toBeVisible();
      // With the validation messages showing.
      await withWallet.locator('form[data-form="pending-create"] button[type="submit"]').click();
      await withWallet.locator('form[data-form="pending-link"] button[type="submit"]').click();
      await scan(withWallet);
      await walletContext.close();
    });
  }
}
