import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { LOADED } from './margin-support.ts';
import { logInWithSettledDevice } from './spot-support.ts';

// Issue #23: axe finds nothing on every margin page (the trading page, its compact variant, the
// accounts, orders and records) in both themes, English and Arabic (right to left), signed in;
// nor on the transfer dialog; and at 390 px no page scrolls sideways.

const PAGES = [
  '/margin/BTCUSDT',
  '/trade-margin/BTCUSDT',
  '/asset/margin',
  '/order/marginOrderInfo',
  '/record/margin',
];

async function chooseTheme(page: Page, theme: 'black' | 'white') {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

/** Waits for the page's content (the trading pages' live book, the account pages' first section). */
async function settled(page: Page, path: string, narrow = false) {
  if (path.startsWith('/margin/') && !narrow) {
    await expect(page.getByTestId('order-book').locator('li').first()).toBeVisible(LOADED);
    await expect(page.getByTestId('margin-account')).toBeVisible(LOADED);
  } else if (path.startsWith('/margin/') || path.startsWith('/trade-margin/')) {
    await expect(page.getByTestId('margin-account')).toBeVisible(LOADED);
  } else await expect(page.locator('.margin-page h2').first()).toBeVisible(LOADED);
  await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ/ })).toHaveCount(0, LOADED);
  await page.mouse.move(0, 0);
}

test('axe: the margin pages in both themes, English and Arabic, the dialog, and 390 px', async ({ page }) => {
  test.setTimeout(600_000);
  await logInWithSettledDevice(page, '/asset/margin');
  // Dark in English, light in Arabic (right to left): both themes and both directions.
  for (const [theme, prefix] of [
    ['black', ''],
    ['white', '/ar'],
  ] as const)
    for (const path of PAGES) {
      await chooseTheme(page, theme);
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', prefix === '/ar' ? 'rtl' : 'ltr');
      await settled(page, path);
      expect(await axeViolations(page, `${theme} ${prefix}${path}`)).toEqual([]);
    }

  await chooseTheme(page, 'black');
  await page.goto('/asset/margin');
  await settled(page, '/asset/margin');
  await page
    .locator('[data-account="cross"]')
    .getByRole('button', { name: 'Transfer in', exact: true })
    .click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  await expect(page.locator('dialog[open]').getByRole('button', { name: 'Max' })).toBeEnabled(LOADED);
  expect(await axeViolations(page, 'transfer dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // Escape hands the focus back to the button that opened the dialog.
  await expect(
    page.locator('[data-account="cross"]').getByRole('button', { name: 'Transfer in', exact: true }),
  ).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of PAGES) {
    await page.goto(`/ar${path}`);
    await settled(page, path, true);
    expect(await axeViolations(page, `390 px /ar${path}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // On failure, the elements sticking out name the culprit.
    const wide =
      overflow > 0
        ? await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
              })
              .slice(0, 8)
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
          )
        : [];
    expect(overflow, `${path} ${wide.join(' ')}`).toBeLessThanOrEqual(0);
  }
});
