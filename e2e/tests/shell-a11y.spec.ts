import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

// Design §6: an axe scan of every route of the shell, in both themes and in Arabic (right to left).
// Routes that exist so far: the home page, the widget gallery and the localised 404 page every
// unbuilt path shows.
const ROUTES = ['/', '/design-system', '/no-such-page'];
const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Chinese', prefix: '/zh-CN' },
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
  const summary = await axeViolations(page);
  expect(summary).toEqual([]);
}

// Both themes in one test: the second load is warm (the scripts are cached), as it is for a user.
for (const locale of LOCALES) {
  for (const route of ROUTES) {
    const url = `${locale.prefix}${route === '/' && locale.prefix ? '' : route}` || '/';
    test(`§9 axe finds no violations on ${url} (${locale.name}, dark and light themes)`, async ({ page }) => {
      for (const theme of THEMES) {
        await chooseTheme(page, theme.cookie);
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
        await scan(page);
      }
    });
  }

  test(`§9 axe finds no violations with the header menus open (${locale.name}, dark and light themes)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const theme of THEMES) {
      await chooseTheme(page, theme.cookie);
      await page.goto(locale.prefix || '/');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
      for (const menu of ['.trade-menu', '.language-menu', '.preferences-menu']) {
        await page.locator(`${menu} > summary`).click();
        await expect(page.locator(menu)).toHaveAttribute('open', '');
        await scan(page);
        await page.keyboard.press('Escape');
        await expect(page.locator(menu)).not.toHaveAttribute('open', '');
      }
    }
  });
}

test('§9 axe finds no violations in the mobile layout with the menu open (Arabic)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ar');
  await page.waitForLoadState('networkidle');
  await page.locator('.mobile-menu > summary').click();
  await scan(page);
});

test('pages hydrate without errors in every tested language', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A missing market-data endpoint is a network failure the page handles, not a page error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  for (const url of [
    '/',
    '/zh-CN',
    '/ar',
    '/bg',
    '/ar/no-such-page',
    '/design-system',
    '/ar/design-system',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
