// Issue #30 item 4 in real Chromium against the real server: the autocomplete (WAI-ARIA combobox
// with list autocomplete, §9 debounce 300 ms) searches symbols on the market list and the trading
// pages, by keyboard and pointer, and opens in an action sheet below 768 px; the gallery shows it.
import { expect as baseExpect, type Page, test } from '@playwright/test';

// Hydration and the first answers take seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => {
      const control = document.querySelector(css);
      return Boolean(control && Object.keys(control).some((key) => key.startsWith('__reactProps')));
    },
    selector,
    { polling: 100 },
  );
}

test('§9 autocomplete on /markets: suggestions after typing, arrows and Enter open the pair', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/markets');
  await expect(page.locator('.markets-list tbody tr[data-market]').first()).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search markets' });
  await hydrated(page, '.markets-page__search input');
  await search.fill('eth');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Search markets' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const labels = await list.getByRole('option').locator('.tl-autocomplete__label').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toContain('ETH');
  // The table is filtered by the same text.
  for (const key of await page
    .locator('.markets-list tbody tr[data-market]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-market') ?? '')))
    expect(key).toContain('ETH');
  await search.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/spot\/ETH[A-Z]+$/);
});

test('nothing matching says so; Escape closes the list, a second Escape clears the text', async ({
  page,
}) => {
  await page.goto('/markets');
  const search = page.getByRole('combobox', { name: 'Search markets' });
  await hydrated(page, '.markets-page__search input');
  await search.fill('no such coin');
  await expect(page.getByRole('status').filter({ hasText: 'No matching data' })).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.press('Escape');
  await expect(search).toHaveValue('');
});

test('the trading page’s market panel searches symbols; a click opens the pair', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/spot/BTCUSDT');
  const search = page.locator('.spot-markets').getByRole('combobox', { name: 'Search markets' });
  await hydrated(page, '.spot-markets .tl-autocomplete__input');
  await search.fill('eth/usdt');
  await page
    .getByRole('listbox', { name: 'Search markets' })
    .getByRole('option', { name: /ETH\/USDT/ })
    .click();
  await expect(page).toHaveURL(/\/spot\/ETHUSDT$/);
});

test('§9 below 768 px the search opens in an action sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/markets');
  await expect(page.locator('.markets-list tbody tr[data-market]').first()).toBeVisible();
  await hydrated(page, '.markets-page__search button');
  await page.getByRole('button', { name: 'Search markets' }).click();
  const sheet = page.getByRole('dialog', { name: 'Search markets' });
  await sheet.getByRole('combobox').fill('btc');
  await sheet.getByRole('option', { name: 'BTC/USDT' }).click();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
});

test('the gallery shows the autocomplete with its loading state', async ({ page }) => {
  await page.goto('/design-system');
  const demo = page.locator('[data-widget="Autocomplete"]');
  await hydrated(page, '[data-widget="Autocomplete"] input');
  const search = demo.getByRole('combobox', { name: 'Search pairs' });
  await search.pressSequentially('so');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await page.getByRole('option', { name: 'SOL/USDT' }).click();
  await expect(demo.locator('output')).toHaveText('SOL/USDT');
});
