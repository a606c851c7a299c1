import { expect, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import { chooseTheme, INFO_PAGES, restingAxeViolations, waitForFigures } from './info-support.ts';

// Design §6: axe scans of the §2 informational pages in both themes, in English and in Arabic
// (right to left), once their server figures are in. The home page and the widget gallery are
// scanned by shell-a11y.spec.ts, the login and register pages by auth-a11y.spec.ts.
const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
];
const THEMES = [
  { name: 'dark', cookie: 'black' },
  { name: 'light', cookie: 'white' },
] as const;

// Both themes in one test: the second load is warm (the scripts are cached), as it is for a user.
for (const locale of LOCALES) {
  for (const path of INFO_PAGES) {
    test(`axe: ${path} in ${locale.name}, dark and light themes`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const theme of THEMES) {
        await chooseTheme(page, theme.cookie);
        await page.goto(`${locale.prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
        await waitForFigures(page);
        expect(await restingAxeViolations(page), `${theme.name} theme`).toEqual([]);
      }
    });
  }
}

for (const theme of THEMES) {
  test(`axe: signed in, tier marked and inclusion verified (${theme.name} theme, Arabic, phone width)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await chooseTheme(page, theme.cookie);
    await logIn(page, { prefix: '/ar', returnTo: '/fee' });
    await waitForFigures(page);
    await expect(page.locator('[data-current-tier="true"]').first()).toBeVisible();
    expect(await restingAxeViolations(page)).toEqual([]);
    await page.goto('/ar/proof-of-reserves');
    await waitForFigures(page);
    await page.locator('.info-verify button').click();
    await expect(page.locator('[data-verified="true"]')).toBeVisible();
    expect(await restingAxeViolations(page)).toEqual([]);
  });
}
