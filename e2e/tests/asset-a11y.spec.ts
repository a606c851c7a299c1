import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { deposit, freshTrader } from './asset-support.ts';

// Design §6: axe finds nothing on the asset and record pages in both themes, in English and in
// Arabic (right to left), once their data has loaded.
const PAGES = [
  '/asset',
  '/asset/spot',
  '/asset/futures',
  '/record/exchange',
  '/record/exchange/futures',
  '/transactions',
];
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

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test(`axe: asset and record pages in ${locale.name}, ${theme.name} theme`, async ({ page }) => {
      test.setTimeout(120_000);
      await chooseTheme(page, theme.cookie);
      // The session is the same in every language: sign up once (with funds and a record, so the
      // tables have rows), then open the localised pages.
      await freshTrader(page, 'asset-a11y');
      await deposit(page, 'USDT', '1000');
      await deposit(page, 'BTC', '0.5');
      for (const path of PAGES) {
        await page.goto(`${locale.prefix}${path}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
        await expect(page.locator('.asset-page [role="status"]')).toHaveCount(0);
        const summary = await axeViolations(page, `${path}`);
        expect(summary).toEqual([]);
      }
    });
  }
}
