import { expect, type Page, test } from '@playwright/test';
import { violations } from './futures-support.ts';

// Design §6: axe finds nothing on the futures page in both themes, in English and in Arabic (right
// to left), at desktop and phone widths, once the contract's live prices have rendered.
const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
];
const THEMES = [
  { name: 'dark', cookie: 'black' },
  { name: 'light', cookie: 'white' },
];
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
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

// Both themes in one test: the second load is warm (the scripts are cached), as it is for a user.
for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`axe: futures page in ${locale.name}, dark and light themes, ${width.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(width.viewport);
      for (const theme of THEMES) {
        await chooseTheme(page, theme.cookie);
        await page.goto(`${locale.prefix}/futures/usdt/BTCUSDT`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
        await expect(page.getByTestId('futures-mark')).not.toHaveText('--');
        await expect(page.locator('.futures-form')).toBeVisible({ visible: width.name === 'desktop' });
        expect(await violations(page), `${theme.name} theme`).toEqual([]);
      }
    });
  }
}

test('§2 an unknown contract says so and links to the default futures route', async ({ page }) => {
  await page.goto('/futures/usdt/NOPEUSDT');
  await expect(page.getByText('There is no perpetual contract for this symbol.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to BTCUSDT perpetual' }).click();
  await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
  await expect(page).toHaveTitle('BTCUSDT perpetual futures | Tideline');
});
