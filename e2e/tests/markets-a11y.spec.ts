import { expect, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import { chooseTheme, restingAxeViolations } from './info-support.ts';

// Design §6: axe scans of `/markets` with its figures in, at 1440 and 390 px, in both themes, in
// English and Arabic (right to left), with a favourite starred and a column sorted.
const VIEWPORTS = [
  { name: '1440 px', width: 1440, height: 900 },
  { name: '390 px', width: 390, height: 844 },
];
const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
];
const THEMES = [
  { name: 'dark', cookie: 'black' },
  { name: 'light', cookie: 'white' },
] as const;

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      test(`axe: /markets in ${locale.name}, ${theme.name} theme, ${viewport.name}`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await chooseTheme(page, theme.cookie);
        await page.goto(`${locale.prefix}/markets`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('.markets-list tbody tr[data-market]').first()).toBeVisible();
        await page.locator('.markets-list__star-button').first().click();
        // Drawn once the day's candles arrived; a phone hides the column, so wait for it in the page.
        await page
          .locator('.markets-list tbody svg.markets-sparkline')
          .first()
          .waitFor({ state: 'attached' });
        expect(await restingAxeViolations(page)).toEqual([]);
        await page.getByRole('tab').nth(2).click();
        await expect(page.locator('.markets-list tbody tr[data-market^="futures:"]').first()).toBeVisible();
        expect(await restingAxeViolations(page)).toEqual([]);
      });
    }
  }
}

test('axe: /markets signed in (Arabic, light theme, 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseTheme(page, 'white');
  await logIn(page, { prefix: '/ar', returnTo: '/markets' });
  await expect(page.locator('.markets-list tbody tr[data-market]').first()).toBeVisible();
  expect(await restingAxeViolations(page)).toEqual([]);
});
