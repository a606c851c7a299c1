import { expect, type Page, test } from '@playwright/test';
import { logInWithSettledDevice } from './spot-support.ts';

// Issue #9: the spot page's depth chart, plan (trigger) orders with their own tab, and a market
// buy sized by the total it spends (markets protocol §3 `funds`).

const SPOT = '/spot/BTCUSDT';

async function openSpotLoggedIn(page: Page) {
  await logInWithSettledDevice(page, SPOT);
  const answer = await page.request.post('/v1/asset/deposit/simulate', {
    data: { asset: 'USDT', amount: '10000' },
  });
  expect(answer.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('available-balance')).not.toHaveText(/^--/);
}

async function usdtAvailable(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/v1/asset/spot/balances')).json()) as {
    data: { balances: { asset: string; available: string }[] };
  };
  return Number(answer.data.balances.find((row) => row.asset === 'USDT')?.available);
}

test.describe('spot page, depth chart and order kinds', () => {
  test('the depth chart replaces the candles on request and follows the live book', async ({ page }) => {
    await page.goto(SPOT);
    await expect(page.getByTestId('order-book').locator('li').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Depth', exact: true }).click();
    const chart = page.getByTestId('depth-chart');
    await expect(chart).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Interval' })).toBeHidden();
    await expect(chart.getByRole('img', { name: /^Depth chart: bids and asks from / })).toBeVisible();
    const bids = chart.locator('path.spot-depth__line[data-side="bids"]');
    const first = await bids.getAttribute('d');
    expect(first).toMatch(/^M[\d.]+,[\d.]+ L/);
    // The simulated market keeps quoting, so the drawn depth changes.
    await expect.poll(() => bids.getAttribute('d'), { timeout: 20_000 }).not.toBe(first);
    await page.getByRole('radio', { name: 'Candles', exact: true }).click();
    await expect(chart).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Interval' })).toBeVisible();
  });

  test('a trigger order is placed, listed in its own tab with its direction, and cancelled', async ({
    page,
  }) => {
    await openSpotLoggedIn(page);
    const last = Number(((await page.getByTestId('ticker-last').textContent()) ?? '').replaceAll(',', ''));
    expect(last).toBeGreaterThan(0);
    // Twice the last price: an upward trigger the simulated market does not reach during the test.
    const trigger = (last * 2).toFixed(2);
    await page.getByRole('radio', { name: 'Trigger', exact: true }).click();
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a trigger price.');
    await page.getByLabel('Trigger price (USDT)').fill(trigger);
    await page
      .getByRole('radiogroup', { name: 'Order placed at the trigger' })
      .getByRole('radio', { name: 'Market' })
      .click();
    await expect(page.getByLabel('Price (USDT)', { exact: true })).toHaveValue('Market price at the trigger');
    await page.getByLabel('Amount (BTC)').fill('0.001');
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByText('Trigger order placed.')).toBeVisible();

    const tab = page.getByRole('tab', { name: 'Trigger orders (1)' });
    await tab.click();
    const panel = page.getByRole('tabpanel');
    const shown = Number(trigger).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(panel.getByText(`≥ ${shown}`)).toBeVisible();
    await expect(panel.getByText('0.001000')).toBeVisible();
    // Nothing is held or placed until the trigger: no open order.
    await expect(page.getByRole('tab', { name: /Open orders \(0\)/ })).toBeVisible();
    await panel.getByRole('button', { name: /^Cancel trigger order / }).click();
    await expect(page.getByText('Trigger order cancelled.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Trigger orders (0)' })).toBeVisible();
    await expect(panel.getByText('No trigger orders waiting.')).toBeVisible();
  });

  test('a trigger order fires when the live market reaches it: it leaves its tab and its order is in the history, without a reload', async ({
    page,
  }) => {
    await openSpotLoggedIn(page);
    const last = Number(((await page.getByTestId('ticker-last').textContent()) ?? '').replaceAll(',', ''));
    expect(last).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'Trigger', exact: true }).click();
    await page
      .getByRole('radiogroup', { name: 'Order placed at the trigger' })
      .getByRole('radio', { name: 'Market' })
      .click();
    // One a cent above the last price, one a cent below: whichever way the simulated market moves
    // next, one of them is reached within a few trades.
    for (const trigger of [last + 0.01, last - 0.01]) {
      await page.getByLabel('Trigger price (USDT)').fill(trigger.toFixed(2));
      await page.getByLabel('Amount (BTC)').fill('0.001');
      await page.getByRole('button', { name: 'Buy BTC' }).click();
      await expect(page.getByText('Trigger order placed.').last()).toBeVisible();
    }
    await expect(page.getByRole('tab', { name: 'Trigger orders (2)' })).toBeVisible();
    // The page is not reloaded: the fired order's push makes it fetch the waiting plans again.
    await expect(page.getByRole('tab', { name: /^Trigger orders \([01]\)$/ })).toBeVisible({
      timeout: 45_000,
    });
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('row')
        .filter({ hasText: 'Market' })
        .filter({ hasText: 'Filled' })
        .first(),
    ).toBeVisible();
    // The other trigger would fire during a later test and spend the shared demo user's USDT there.
    const waiting = page.getByRole('tab', { name: 'Trigger orders (1)' });
    if (await waiting.isVisible()) {
      await waiting.click();
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: /^Cancel trigger order / })
        .click();
      await expect(page.getByRole('tab', { name: 'Trigger orders (0)' })).toBeVisible();
    }
  });

  test('a market buy by total spends that much USDT and fills at once', async ({ page }) => {
    await openSpotLoggedIn(page);
    const before = await usdtAvailable(page);
    await expect(page.getByTestId('order-book').locator('[data-side="asks"] li').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Market', exact: true }).click();
    await page.getByLabel('Total (USDT)').fill('100');
    await expect(
      page.getByText('Spends this total at the best prices; the amount is an estimate.'),
    ).toBeVisible();
    await expect(page.getByLabel('Amount (BTC)')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByText(/^Filled [\d.]+ BTC at [\d,.]+$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect(page.getByRole('tabpanel').getByText('Filled').first()).toBeVisible();
    // Nearly all of the 100 USDT and never more (a buyer's fee is paid in BTC).
    const spent = before - (await usdtAvailable(page));
    expect(spent).toBeGreaterThan(99);
    expect(spent).toBeLessThanOrEqual(100);
  });

  test('§3 the ticker shows the pair’s value in the chosen valuation currency', async ({ page, context }) => {
    await context.addCookies([
      {
        name: 'tideline_settings',
        value: encodeURIComponent(JSON.stringify({ unit: 'EUR' })),
        url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
      },
    ]);
    await page.goto(SPOT);
    await expect(page.getByText('Value in EUR')).toBeVisible();
    await expect(page.getByTestId('ticker-valuation')).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
    const last = Number(((await page.getByTestId('ticker-last').textContent()) ?? '').replaceAll(',', ''));
    const euros = Number(
      ((await page.getByTestId('ticker-valuation').textContent()) ?? '').replace(/[€,]/g, ''),
    );
    // The gateway's reference rate for EUR (apps/server/src/plugins/markets/fiat-rates.ts), within a tick.
    expect(euros / last).toBeGreaterThan(0.92);
    expect(euros / last).toBeLessThan(0.936);
  });
});
