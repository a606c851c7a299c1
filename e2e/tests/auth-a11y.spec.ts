import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerByEmail, TEST_PASSWORD, uniqueEmail } from '../support/register.ts';

// Design §6: axe scans of the sign-in screens in both themes and in Arabic (right to left).
const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
];
const THEMES = [
  { name: 'dark', cookie: 'black' },
  { name: 'light', cookie: 'white' },
];

async function useTheme(page: Page, cookieTheme: string) {
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

let totpEmail = '';

test.beforeAll(async ({ browser }) => {
  // An account with the authenticator on, so the second-factor screen can be reached.
  const page = await browser.newPage();
  totpEmail = uniqueEmail('a11y');
  await registerByEmail(page, totpEmail);
  const { authenticator } = await import('otplib');
  await page.locator('[data-action="enable-google"]').click();
  const secret = (await page.getByTestId('google-secret').textContent()) ?? '';
  await page.locator('#google-bind-code').fill(authenticator.generate(secret));
  await page.locator('form[data-form="google-bind"] button[type="submit"]').click();
  await expect(page.getByTestId('account-google')).toHaveText('Enabled');
  await page.close();
});

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    for (const route of ['/login', '/agency/login', '/register']) {
      test(`§9 axe finds no violations on ${locale.prefix}${route} (${locale.name}, ${theme.name} theme)`, async ({
        page,
      }) => {
        await useTheme(page, theme.cookie);
        await page.goto(`${locale.prefix}${route}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
        // Show the validation messages too: they are part of what a visitor meets.
        await page.locator('form button[type="submit"]').first().click();
        await scan(page);
      });
    }

    test(`§9 axe finds no violations on the second-factor screen (${locale.name}, ${theme.name} theme)`, async ({
      page,
    }) => {
      await useTheme(page, theme.cookie);
      await page.goto(`${locale.prefix}/login`);
      await page.waitForLoadState('networkidle');
      await page.locator('#login-name').fill(totpEmail);
      await page.locator('#login-password').fill(TEST_PASSWORD);
      await page.locator('form[data-form="login"] button[type="submit"]').click();
      await expect(page.locator('#verify-google')).toBeVisible();
      await scan(page);
    });
  }
}
