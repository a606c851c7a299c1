import { expect, type Page, test } from '@playwright/test';

const DEMO_FLAG = 'simulation-trade';

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

test('§4 entering demo mode sets the flag and opens the locale-prefixed spot page', async ({ page }) => {
  await hydrated(page, '/zh-CN');
  await page.locator('.trade-menu > summary').click();
  await page.getByRole('button', { name: /模拟交易/ }).click();
  await expect(page).toHaveURL(/\/zh-CN\/spot\/BTCUSDT$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_FLAG)).not.toBeNull();
  await expect(page.getByTestId('demo-badge')).toHaveText('模拟交易');
});

test('§2 in demo mode a page not on the allow-lists redirects to BTC/USDT spot', async ({ page }) => {
  await hydrated(page, '/');
  await page.evaluate((key) => localStorage.setItem(key, '1'), DEMO_FLAG);
  await page.goto('/ar/no-such-page');
  await expect(page).toHaveURL(/\/ar\/spot\/BTCUSDT$/);
  await page.goto('/fee');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/fee$/);
  await page.goto('/futures/usdt/BTCUSDT');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
});

test('§4 leaving demo mode clears the flag and reloads', async ({ page }) => {
  await hydrated(page, '/');
  await page.evaluate((key) => localStorage.setItem(key, '1'), DEMO_FLAG);
  await hydrated(page, '/spot/BTCUSDT');
  await expect(page.getByTestId('demo-badge')).toBeVisible();
  await page.locator('.trade-menu > summary').click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /Leave demo trading/ }).click();
  await reloaded;
  expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_FLAG)).toBeNull();
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);
});

test('§4 turning demo mode on in another tab redirects a page demo mode does not allow', async ({
  context,
}) => {
  const first = await context.newPage();
  await hydrated(first, '/ja');
  const second = await context.newPage();
  await hydrated(second, '/ja');
  await second.evaluate((key) => localStorage.setItem(key, '1'), DEMO_FLAG);
  await expect(first).toHaveURL(/\/ja\/spot\/BTCUSDT$/);
});

test('§4 turning demo mode off in another tab reloads an allowed page', async ({ context }) => {
  const first = await context.newPage();
  await hydrated(first, '/');
  await first.evaluate((key) => localStorage.setItem(key, '1'), DEMO_FLAG);
  await hydrated(first, '/fee');
  await expect(first.getByTestId('demo-badge')).toBeVisible();
  const second = await context.newPage();
  await hydrated(second, '/fee');
  const reloaded = first.waitForEvent('load');
  await second.evaluate((key) => localStorage.removeItem(key), DEMO_FLAG);
  await reloaded;
  await expect(first).toHaveURL(/\/fee$/);
  await expect(first.getByTestId('demo-badge')).toHaveCount(0);
});
