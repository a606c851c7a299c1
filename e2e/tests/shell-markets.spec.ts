import { expect, test } from '@playwright/test';

// Success comes from the real gateway and its simulated market; the empty, error and loading
// states are pinned by answering the ticker call in the browser.
const TICKERS = '**/v1/market/tickers?**';

test('the markets overview lists the gateway markets with their 24-hour figures', async ({ page }) => {
  await page.goto('/zh-CN');
  const table = page.getByRole('table');
  const btc = table.getByRole('row', { name: /BTC\/USDT/ });
  await expect(btc).toBeVisible();
  await expect(btc.getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute('href', '/zh-CN/spot/BTCUSDT');
  const cells = btc.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  await expect(cells.nth(1)).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  await expect(cells.nth(2)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(await table.getByRole('row').count()).toBeGreaterThan(2);
});

test('the markets overview says so when no market is listed', async ({ page }) => {
  await page.route(TICKERS, (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', status: 'ok', data: [] } }),
  );
  await page.goto('/');
  await expect(page.getByText('No markets are listed yet.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the markets overview shows an error with a retry that recovers', async ({ page }) => {
  let failing = true;
  await page.route(TICKERS, (route) =>
    failing ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.goto('/');
  // The error shows after hydration, the request client's load and the query's one retry (1 s
  // later): more than expect's 5 s on a loaded machine.
  await expect(page.getByRole('alert').filter({ hasText: 'Markets could not be loaded.' })).toBeVisible({
    timeout: 20_000,
  });
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /BTC\/USDT/ })).toBeVisible();
});

test('the markets overview shows its loading state while the call is pending', async ({ page }) => {
  await page.route(TICKERS, () => undefined);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading markets…' })).toBeVisible();
});
