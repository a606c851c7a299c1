import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

// Design §6: axe finds nothing on the spot page in both themes, in English and in Arabic (right to
// left), once the live market has rendered.
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

async function violations(page: Page): Promise<string[]> {
  return axeViolations(page);
}

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    test(`axe: spot page in ${locale.name}, ${theme.name} theme`, async ({ page }) => {
      await chooseTheme(page, theme.cookie);
      await page.goto(`${locale.prefix}/spot/BTCUSDT`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('order-book').locator('li').first()).toBeVisible();
      await expect(page.getByTestId('recent-trades')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      // Issue #9 parts: the depth chart in place of the candles, and the trigger order form.
      await page
        .locator('.spot-chart .spot-panel__header [role="radiogroup"]')
        .first()
        .getByRole('radio')
        .nth(1)
        .click();
      await expect(page.getByTestId('depth-chart')).toBeVisible();
      await page
        .locator('.spot-form [role="radiogroup"].spot-chips')
        .first()
        .getByRole('radio')
        .nth(2)
        .click();
      await expect(page.locator('.spot-form input').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
}

// WCAG 2.5.8 at the default 1280x720, where the page scrolls to its account tables: no part of a
// book row, a slider or a side button may lie under the site header (it used to stay stuck over
// them, and axe's target-size rule found them partly covered).
test('axe: spot page at 1280x720, scrolled down the trading band', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/spot/BTCUSDT');
  await expect(page.getByTestId('order-book').locator('li').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('recent-trades')).toBeVisible();
  for (const offset of [150, 300, 450]) {
    await page.evaluate((top) => window.scrollTo(0, top), offset);
    expect(await violations(page), `scrolled ${offset} px`).toEqual([]);
  }
});
