import { expect, test } from '@playwright/test';

// The gateway's ticker endpoint is being written; these tests pin the page's own states by
// answering the call in the browser.
const TICKERS = '**/v1/market/tickers';

test('the markets overview shows the tickers once the call succeeds', async ({ page }) => {
  await page.route(TICKERS, (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: [
          {
            symbol: 'BTCUSDT',
            baseCoin: 'BTC',
            quoteCoin: 'USDT',
            lastPrice: '64250.5',
            change24h: '0.0123',
            quoteVolume24h: '1250000.756',
          },
          {
            symbol: 'ETHUSDT',
            baseCoin: 'ETH',
            quoteCoin: 'USDT',
            lastPrice: '3100.25',
            change24h: '-0.0456',
            quoteVolume24h: '98000',
          },
        ],
      },
    }),
  );
  await page.goto('/zh-CN');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  const btc = table.getByRole('row', { name: /BTC\/USDT/ });
  await expect(btc).toContainText('64,250.5');
  await expect(btc).toContainText('+1.23%');
  await expect(btc).toContainText('1,250,000.75');
  await expect(table.getByRole('row', { name: /ETH\/USDT/ })).toContainText('-4.56%');
  await expect(btc.getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute('href', '/zh-CN/spot/BTCUSDT');
});

test('the markets overview says so when no market is listed', async ({ page }) => {
  await page.route(TICKERS, (route) => route.fulfill({ json: { code: 0, msg: 'success', data: [] } }));
  await page.goto('/');
  await expect(page.getByText('No markets are listed yet.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the markets overview shows an error with a retry that recovers', async ({ page }) => {
  let failing = true;
  await page.route(TICKERS, (route) =>
    failing
      ? route.fulfill({ status: 500, json: { code: 1, msg: 'busy', data: null } })
      : route.fulfill({ json: { code: 0, msg: 'success', data: [] } }),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Markets could not be loaded.');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No markets are listed yet.')).toBeVisible();
});

test('the markets overview shows its loading state while the call is pending', async ({ page }) => {
  await page.route(TICKERS, () => undefined);
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Loading markets…');
});
