import { expect, type Page, test } from '@playwright/test';

async function openPreferences(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('.preferences-menu > summary').click();
}

async function savedPreferences(page: Page): Promise<Record<string, unknown>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tideline_settings');
  expect(cookie).toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, unknown>;
}

test('§3 the settings cookie lasts 365 days', async ({ page }) => {
  await openPreferences(page);
  await page.getByRole('radio', { name: 'Light' }).check();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tideline_settings');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(365);
});

test('§9 switching the theme animates, saves the choice and survives a reload', async ({ page }) => {
  await openPreferences(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  // The switch window (400 ms) opens with the change and closes by itself.
  await expect(html).toHaveAttribute('data-theme-switching', '');
  await expect(html).not.toHaveAttribute('data-theme-switching', /.*/);
  expect(await savedPreferences(page)).toMatchObject({ theme: 'white' });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

test('§3 layout, valuation currency and asset visibility are saved in the cookie', async ({ page }) => {
  await openPreferences(page);
  await page.getByRole('radio', { name: 'Left' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'left');
  const currency = page.getByLabel('Valuation currency');
  // The 13 §3 valuation currencies, then every language's default outside them (issue #30 item 7).
  await expect(currency.locator('option')).toHaveCount(20);
  await expect(currency.locator('option').last()).toHaveText(/SEK/);
  await currency.selectOption('EUR');
  await page.getByRole('checkbox', { name: 'Show asset figures' }).uncheck();
  expect(await savedPreferences(page)).toMatchObject({
    layout: 'left',
    unit: 'EUR',
    valuationunit: 6,
    showasset: false,
  });
  await page.reload();
  await page.locator('.preferences-menu > summary').click();
  await expect(page.getByLabel('Valuation currency')).toHaveValue('EUR');
  await expect(page.getByRole('checkbox', { name: 'Show asset figures' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Left' })).toBeChecked();
});

test('§3 a first visit values in the language default currency', async ({ page }) => {
  await page.goto('/ja');
  await page.waitForLoadState('networkidle');
  await page.locator('.preferences-menu > summary').click();
  await expect(page.getByLabel('評価通貨')).toHaveValue('JPY');
});

test('§4 the terminal code is computed once per device and shared by every tab', async ({ context }) => {
  const readIdentity = (page: import('@playwright/test').Page) =>
    page.evaluate(() => localStorage.getItem('tl_device_identity'));
  const first = await context.newPage();
  await first.goto('/');
  await expect.poll(() => readIdentity(first)).not.toBeNull();
  const stored = JSON.parse((await readIdentity(first))!) as { terminalCode: string };
  expect(stored.terminalCode).toMatch(/^[0-9a-f]{32}$/);
  const second = await context.newPage();
  await second.goto('/ar');
  await second.waitForLoadState('networkidle');
  expect(JSON.parse((await readIdentity(second))!)).toEqual(stored);
});
