import { expect, test } from '@playwright/test';
import { ownServerForFile } from '../support/own-server.ts';
import { clickRowReadingPrice, logInWithSettledDevice } from './spot-support.ts';

// Issue #9: the spot page survives the gateway restarting under a logged-in trader: the connection
// indicator shows the stream down, then it recovers, the book resumes, and orders can be placed.

const server = ownServerForFile(test);

test('the spot page survives a server restart mid-session', async ({ browser }) => {
  test.setTimeout(180_000);
  // A context of its own, so relative paths and cookies belong to this test's server.
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  try {
    await logInWithSettledDevice(page, '/spot/BTCUSDT');
    const deposit = await page.request.post('/v1/asset/deposit/simulate', {
      data: { asset: 'USDT', amount: '10000' },
    });
    expect(deposit.ok()).toBe(true);
    const book = page.getByTestId('order-book');
    await expect(book.locator('[data-side="bids"] li').first()).toBeVisible();
    const indicator = page.locator('.spot-connection');

    await server.stop();
    await expect(indicator).toHaveAttribute('data-status', 'down', { timeout: 20_000 });
    await expect(indicator).toHaveText('Connection lost. Reconnecting…');
    await server.start();
    await expect(indicator).toHaveAttribute('data-status', 'open', { timeout: 60_000 });
    await expect(indicator).toHaveText('');

    // The book resumes: its rows change again with the live market.
    const bids = book.locator('[data-side="bids"] li button');
    await expect(bids.nth(9)).toBeVisible();
    const before = await book.textContent();
    await expect.poll(() => book.textContent(), { timeout: 20_000 }).not.toBe(before);

    // The session survived with the data: a limit order from a book price is placed and listed.
    await page.getByRole('radio', { name: 'Bids', exact: true }).click();
    await clickRowReadingPrice(bids.nth(9));
    await page.getByLabel('Amount (BTC)').fill('0.001');
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByText('Order placed.')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Open orders \(1\)/ })).toBeVisible();
  } finally {
    await context.close();
  }
});
