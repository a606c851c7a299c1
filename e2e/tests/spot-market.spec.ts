import { expect, type Page, test } from '@playwright/test';
import { clickRowReadingPrice } from './spot-support.ts';

// Issue #9: the spot page shows the live market to anyone, a book price fills the order form, a bad
// amount is refused with a clear message, and a dropped stream is announced and recovered from.

const SPOT = '/spot/BTCUSDT';

function book(page: Page) {
  return page.getByTestId('order-book');
}

async function bookText(page: Page): Promise<string> {
  return (await book(page).textContent()) ?? '';
}

test.describe('spot page, live market', () => {
  test('§2 /spot/BTCUSDT renders the symbol in the title, then the live book, trades and chart, and they update', async ({
    page,
  }) => {
    await page.goto(SPOT);
    await expect(page).toHaveTitle(/BTCUSDT/);
    await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
    await expect(book(page).locator('[data-side="bids"] li').first()).toBeVisible();
    await expect(book(page).locator('[data-side="asks"] li').first()).toBeVisible();
    await expect(page.getByTestId('recent-trades').locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('.spot-chart__canvas canvas').first()).toBeVisible();
    await expect
      .poll(async () => Number(await page.locator('.spot-chart__canvas').getAttribute('data-bars')))
      .toBeGreaterThan(0);
    const first = await bookText(page);
    await expect.poll(() => bookText(page), { timeout: 20_000 }).not.toBe(first);
  });

  test('issue #18: the market list has quote tabs and coin names; a BTC-quoted pair is alive', async ({
    page,
  }) => {
    await page.goto(SPOT);
    const list = page.locator('.spot-markets');
    await expect(list.getByText('Bitcoin', { exact: true })).toBeVisible();
    const tabs = page.getByRole('radiogroup', { name: 'Filter markets' });
    await expect(tabs.getByRole('radio', { name: 'USDT', exact: true })).toBeVisible();
    await expect(tabs.getByRole('radio', { name: 'ETH', exact: true })).toBeVisible();
    await tabs.getByRole('radio', { name: 'BTC', exact: true }).click();
    const pairs = list.getByRole('link');
    await expect(pairs).toHaveText(['ETH/BTC', 'SOL/BTC', 'BNB/BTC', 'LTC/BTC']);
    await pairs.first().click();
    await expect(page).toHaveURL(/\/spot\/ETHBTC$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ETH/BTC' })).toBeVisible();
    await expect(page.getByLabel('Price (BTC)')).toBeVisible();
    const first = await bookText(page);
    await expect(book(page).locator('[data-side="bids"] li').first()).toBeVisible();
    await expect.poll(() => bookText(page), { timeout: 20_000 }).not.toBe(first);
    await expect(page.getByTestId('recent-trades').locator('tbody tr').first()).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a click on a book row puts its price in the order form', async ({ page }) => {
    await page.goto(SPOT);
    const row = book(page).locator('[data-side="asks"] li button').first();
    await expect(row).toBeVisible();
    const shown = await clickRowReadingPrice(row);
    await expect(page.getByLabel('Price (USDT)')).toHaveValue(shown.replaceAll(',', ''));
  });

  test('§5 the amount field keeps the pair decimals and a too small amount is refused with a clear message', async ({
    page,
  }) => {
    await page.goto(SPOT);
    const amount = page.getByLabel('Amount (BTC)');
    await amount.fill('0.00000123456');
    await expect(amount).toHaveValue('0.000001');
    await amount.blur();
    await expect(page.getByRole('alert')).toHaveText('The amount must be at least 0.00001 BTC.');
  });

  test('anonymous visitors see a log-in prompt instead of the order button', async ({ page }) => {
    await page.goto(SPOT);
    await expect(page.getByText('Log in or sign up to trade.')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(SPOT)}`,
    );
    await expect(page.getByText('Log in to see your orders and balances.')).toBeVisible();
  });

  test('the connection indicator shows while the stream is down and the book recovers', async ({ page }) => {
    let blocked = false;
    const sockets: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      if (blocked) {
        void socket.close();
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto(SPOT);
    await expect(book(page).locator('[data-side="bids"] li').first()).toBeVisible();
    const indicator = page.locator('.spot-connection');
    await expect(indicator).toHaveAttribute('data-status', 'open');

    blocked = true;
    for (const socket of sockets) await socket.close();
    await expect(indicator).toHaveAttribute('data-status', 'down');
    await expect(indicator).toHaveText('Connection lost. Reconnecting…');

    blocked = false;
    await expect(indicator).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
    await expect(indicator).toHaveText('');
    const recovered = await bookText(page);
    await expect.poll(() => bookText(page), { timeout: 20_000 }).not.toBe(recovered);
  });

  test('a phone shows chart, book, trades and the order form as tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(SPOT);
    const tabs = page.getByRole('tablist', { name: 'Trading sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Chart', 'Order book', 'Recent trades', 'Trade']);
    await tabs.getByRole('tab', { name: 'Order book' }).click();
    const row = book(page).locator('[data-side="bids"] li button').first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(tabs.getByRole('tab', { name: 'Trade', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Price (USDT)')).not.toHaveValue('');
  });
});
