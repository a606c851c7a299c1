import { expect, type Page, test } from '@playwright/test';
import { registerAccount } from './account-support.ts';
import { clickRowReadingPrice } from './spot-support.ts';

// Issue #9: a logged-in trader places a limit order from a clicked book price, sees it in open
// orders and marked in the book, and cancels it; a market order fills at once.

const SPOT = '/spot/BTCUSDT';

/** Credits the logged-in account through the gateway's development deposit (markets protocol §4). */
async function deposit(page: Page, asset: string, amount: string) {
  const answer = await page.request.post('/v1/asset/deposit/simulate', { data: { asset, amount } });
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({ status: 'success' });
}

/**
 * A fresh account per test: the shared demo user carries whatever orders other suites left open on
 * the suite's one server, and these tests count open orders from zero.
 */
async function openSpotLoggedIn(page: Page) {
  await registerAccount(page, 'spot-trading');
  await page.goto(SPOT);
  await deposit(page, 'USDT', '10000');
  await page.reload();
  await expect(page.getByTestId('available-balance')).not.toHaveText(/^--/);
}

test.describe('spot page, trading', () => {
  test('a limit buy from a clicked book price shows in open orders and is cancelled', async ({ page }) => {
    await openSpotLoggedIn(page);
    await page.getByRole('radio', { name: 'Bids', exact: true }).click();
    const bids = page.getByTestId('order-book').locator('[data-side="bids"] li button');
    await expect(bids.nth(9)).toBeVisible();
    // A bid ten levels down rests below the market, so the order stays open, and stays in view.
    const row = bids.nth(9);
    const price = (await clickRowReadingPrice(row)).replaceAll(',', '');
    await expect(page.getByLabel('Price (USDT)')).toHaveValue(price);
    await page.getByLabel('Amount (BTC)').fill('0.001');
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByText('Order placed.')).toBeVisible();

    const openOrders = page.getByRole('tab', { name: /Open orders \(1\)/ });
    await expect(openOrders).toBeVisible();
    const table = page.getByRole('tabpanel');
    const shown = Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(table.getByText(shown)).toBeVisible();
    const mine = page.getByTestId('order-book').locator('[data-side="bids"] button[data-own]');
    await expect(mine).toHaveCount(1);
    await expect(mine.locator('.spot-book__price')).toHaveText(shown);
    await table.getByRole('button', { name: /^Cancel order / }).click();
    await expect(page.getByText('Order cancelled.')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Open orders \(0\)/ })).toBeVisible();
    await expect(mine).toHaveCount(0);
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect(page.getByRole('tabpanel').getByText('Cancelled').first()).toBeVisible();
  });

  test('issue #19 a limit order costs its POST and nothing more: the tables follow the answer and the stream', async ({
    page,
  }) => {
    await openSpotLoggedIn(page);
    const available = (await page.getByTestId('available-balance').textContent()) ?? '';
    const row = page.getByTestId('order-book').locator('[data-side="bids"] li button').nth(9);
    await expect(row).toBeVisible();
    await clickRowReadingPrice(row);
    await page.getByLabel('Amount (BTC)').fill('0.001');
    // Every gateway call after the placement's answer, except the stream's socket.
    const after: string[] = [];
    let answered = false;
    page.on('response', (response) => {
      if (response.url().includes('/v1/spot/order/place')) answered = true;
    });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (answered && path.startsWith('/v1/')) after.push(`${request.method()} ${path}`);
    });
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByText('Order placed.')).toBeVisible();
    // The order and the balance it holds reach the page without a fetch.
    await expect(page.getByRole('tab', { name: /Open orders \(1\)/ })).toBeVisible();
    await expect(page.getByTestId('order-book').locator('[data-side="bids"] button[data-own]')).toHaveCount(
      1,
    );
    await expect(page.getByTestId('available-balance')).not.toHaveText(available);
    expect(after.filter((call) => /\/v1\/(spot|asset)\//.test(call))).toEqual([]);
    // Cancelling is one POST too: its answer takes the order out of open orders.
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Cancel order / })
      .click();
    await expect(page.getByRole('tab', { name: /Open orders \(0\)/ })).toBeVisible();
    await expect(page.getByTestId('available-balance')).toHaveText(available);
    expect(after.filter((call) => /\/v1\/(spot|asset)\//.test(call))).toEqual(['POST /v1/spot/order/cancel']);
  });

  test('an IOC limit buy below the market cannot fill and is cancelled at once, never resting', async ({
    page,
  }) => {
    await openSpotLoggedIn(page);
    await page.getByRole('radio', { name: 'Bids', exact: true }).click();
    const row = page.getByTestId('order-book').locator('[data-side="bids"] li button').nth(9);
    await expect(row).toBeVisible();
    await row.click();
    await page.getByLabel('Amount (BTC)').fill('0.001');
    await page.getByRole('radio', { name: 'IOC', exact: true }).click();
    await expect(page.getByLabel('Post only')).toBeDisabled();
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    // Issue #18: an order cancelled without a fill never reads as placed.
    await expect(page.getByText('Not filled: not enough liquidity in the order book')).toBeVisible();
    await expect(page.getByText('Order placed.')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Open orders \(0\)/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect(page.getByRole('tabpanel').getByText('Cancelled').first()).toBeVisible();
  });

  test('a market buy fills at once and shows in the trade history', async ({ page }) => {
    await openSpotLoggedIn(page);
    await expect(page.getByTestId('order-book').locator('[data-side="asks"] li').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Market', exact: true }).click();
    await page.getByLabel('Amount (BTC)').fill('0.001');
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    // Issue #18: the toast says what filled, with the size and the average price.
    await expect(page.getByText(/^Filled 0\.001 BTC at [\d,]+\.\d{2}$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect(page.getByRole('tabpanel').getByText('Filled').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Trade history' }).click();
    await expect(page.getByRole('tabpanel').getByText('0.001000').first()).toBeVisible();
  });

  test('a post-only buy priced at or above the best ask is not reported as placed', async ({ page }) => {
    await openSpotLoggedIn(page);
    await page.getByRole('radio', { name: 'Asks', exact: true }).click();
    // Every ask is at or above the best ask, so a buy at its price would take.
    const ask = page.getByTestId('order-book').locator('[data-side="asks"] li button').nth(2);
    await expect(ask).toBeVisible();
    await clickRowReadingPrice(ask);
    await page.getByLabel('Amount (BTC)').fill('0.001');
    await page.getByLabel('Post only').check();
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByText('Not filled: a post-only order would have traded at once')).toBeVisible();
    await expect(page.getByText('Order placed.')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Open orders \(0\)/ })).toBeVisible();
  });
});
