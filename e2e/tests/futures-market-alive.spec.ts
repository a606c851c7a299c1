import { expect, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import { chooseMode, FUTURES, flatten, positions } from './futures-support.ts';

// Issue #18: the futures market as the product ships it. No test brings liquidity: the simulated
// market maker and takers started with the server are the only other side of these trades.

interface Contract {
  symbol: string;
}

test.describe('a live futures market (issue #18)', () => {
  test.setTimeout(120_000);

  test('every listed contract has at least 20 levels a side, trades and candles', async ({ request }) => {
    const listed = (await (await request.get('/v1/futures/contracts')).json()) as { data: Contract[] };
    const symbols = listed.data.map((contract) => contract.symbol);
    expect(symbols.length).toBeGreaterThanOrEqual(10);
    for (const symbol of symbols) {
      await expect
        .poll(
          async () => {
            const depth = (await (
              await request.get(`/v1/futures/depth?symbol=${symbol}&limit=50`)
            ).json()) as {
              data: { bids: unknown[]; asks: unknown[] };
            };
            const trades = (await (await request.get(`/v1/futures/trades?symbol=${symbol}`)).json()) as {
              data: unknown[];
            };
            const candles = (await (
              await request.get(`/v1/futures/candles?symbol=${symbol}&interval=1m`)
            ).json()) as { data: unknown[] };
            return [
              Math.min(depth.data.bids.length, depth.data.asks.length) >= 20,
              trades.data.length > 0,
              candles.data.length > 0,
            ];
          },
          { message: symbol, timeout: 30_000 },
        )
        .toEqual([true, true, true]);
    }
  });

  test('the demo user opens a long by market order, sees the position, closes it and sees the realised PnL', async ({
    page,
  }) => {
    await logIn(page, { returnTo: FUTURES });
    await flatten(page);
    await page.reload();
    await expect(page.getByTestId('futures-mark')).not.toHaveText('--');
    // The seeded demo user starts with a funded futures wallet: no transfer needed.
    await expect
      .poll(async () => {
        const answer = await page.request.get('/v1/futures/account');
        return Number(((await answer.json()) as { data: { available: string } }).data.available);
      })
      .toBeGreaterThan(100);
    await chooseMode(page, 'Position mode', 'One-way');

    await page
      .getByRole('radiogroup', { name: 'Side' })
      .getByRole('radio', { name: 'Buy / Long', exact: true })
      .click();
    await page
      .getByRole('radiogroup', { name: 'Order type' })
      .getByRole('radio', { name: 'Market', exact: true })
      .click();
    await page.getByLabel('Size (BTC)').fill('0.01');
    await page.locator('.spot-form__submit').click();
    // The page says what happened: a fill against the simulated book, not merely "placed".
    await expect(page.getByText('Filled 0.01 BTC at ').first()).toBeVisible();

    await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
    const [held] = await positions(page);
    expect(held).toMatchObject({ symbol: 'BTCUSDT', direction: 1, count: '0.010' });
    await expect(page.getByTestId('position-pnl')).toContainText('USDT');

    await page.getByRole('button', { name: 'Market close' }).click();
    await expect(page.getByRole('tab', { name: 'Positions (0)' })).toBeVisible();
    expect(await positions(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Trade history' }).click();
    const panel = page.getByRole('tabpanel');
    // Newest first: the closing sell, with the PnL it realised (signed, in the table's PnL column).
    const closing = panel.getByRole('row').filter({ hasText: 'Sell' }).first();
    await expect(closing).toBeVisible();
    // The last column is the realised PnL (the side column is coloured too).
    await expect(closing.locator('[data-direction]').last()).toHaveText(/^[+-−]?\d[\d,]*(\.\d+)?$/);
  });
});
