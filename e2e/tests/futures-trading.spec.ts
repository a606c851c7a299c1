import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import {
  chooseMode,
  deposit,
  FUTURES,
  flatten,
  marketOrder,
  positions,
  transferIn,
  violations,
} from './futures-support.ts';

// Issue #10: a trader funds the futures wallet from the page, opens a leveraged isolated long,
// watches its PnL follow the mark, sets TP/SL (an out-of-bounds one is cleared, spec §5), adds
// margin, closes half and then everything; in hedge mode holds a long and a short together.

async function openFuturesLoggedIn(page: Page) {
  await logIn(page, { returnTo: FUTURES });
  await deposit(page, 'USDT', '20000');
  await flatten(page);
  await page.reload();
  await expect(page.getByTestId('futures-mark')).not.toHaveText('--');
}

test.describe('futures page, trading', () => {
  test.setTimeout(120_000);

  test('§3 §5 §9 transfer, isolated 10x long, PnL follows the mark, TP/SL bounds, add margin, close half, close all', async ({
    page,
  }) => {
    await openFuturesLoggedIn(page);
    await transferIn(page, '5000');
    await chooseMode(page, 'Position mode', 'One-way');
    await chooseMode(page, 'Margin mode', 'Isolated');
    await page.getByLabel('Leverage, 1 to 125x').fill('10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Setting saved').first()).toBeVisible();

    // The estimate appears while typing, before anything is sent.
    await page.getByRole('radiogroup', { name: 'Side' }).getByRole('radio', { name: 'Buy / Long' }).click();
    await page
      .getByRole('radiogroup', { name: 'Order type' })
      .getByRole('radio', { name: 'Market', exact: true })
      .click();
    await page.getByLabel('Size (BTC)').fill('0.02');
    await expect(page.getByTestId('futures-est-liquidation')).not.toHaveText('--');
    await expect(page.getByTestId('futures-cost')).not.toHaveText('--');
    await page.locator('.spot-form__submit').click();
    await expect(page.getByText('Filled 0.02 BTC at ').first()).toBeVisible();

    await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
    const pnl = page.getByTestId('position-pnl');
    await expect(pnl).toContainText('USDT');
    // §9: the unrealised PnL has 6 decimals and changes as the mark moves.
    const first = (await pnl.textContent()) ?? '';
    expect(first).toMatch(/-?[\d,]+\.\d{6} USDT/);
    await expect.poll(async () => (await pnl.textContent()) ?? '', { timeout: 30_000 }).not.toBe(first);

    // TP/SL on the position: a take profit below the mark breaks the §5 bound and is cleared.
    await page.getByRole('button', { name: 'Manage' }).click();
    const manager = page.getByTestId('position-manager');
    // The signed-in screen with a position, its actions and the transfer panel passes axe too.
    await expect(manager).toBeVisible();
    // Away from the rows: a hovered row's highlight is the table widget's, not this page's state.
    await page.mouse.move(0, 0);
    expect(await violations(page)).toEqual([]);
    const [opened] = await positions(page);
    expect(opened?.direction).toBe(1);
    const mark = Number((await page.getByTestId('futures-mark').textContent())?.replaceAll(',', ''));
    const takeProfit = manager.getByLabel('Take profit (USDT)');
    await takeProfit.fill(String(Math.floor(mark * 0.9)));
    await takeProfit.blur();
    await expect(takeProfit).toHaveValue('');
    await expect(manager.getByText(/was outside its allowed range and was cleared/)).toBeVisible();
    await takeProfit.fill(String(Math.ceil(mark * 1.2)));
    await manager.getByLabel('Stop loss (USDT)').fill(String(Math.floor(mark * 0.95)));
    await manager.getByRole('button', { name: 'Save TP / SL' }).click();
    await expect(page.getByText('TP / SL saved').first()).toBeVisible();
    await expect.poll(async () => (await positions(page))[0]?.takeProfit?.triggerPrice).toBeTruthy();

    // Isolated margin added by hand raises the position's margin.
    const marginBefore = Number(opened?.openMarginCount);
    await manager.getByLabel('Margin amount (USDT)').fill('25');
    await manager.getByRole('button', { name: 'Add margin' }).click();
    await expect(page.getByText('Margin updated').first()).toBeVisible();
    await expect
      .poll(async () => Number((await positions(page))[0]?.openMarginCount))
      .toBeGreaterThanOrEqual(marginBefore + 25);

    // Close half by market, then everything.
    await manager.getByRole('button', { name: '50%' }).click();
    await expect(manager.getByLabel('Close size (BTC)')).toHaveValue('0.010');
    await manager.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(async () => (await positions(page))[0]?.count).toBe('0.010');
    await page.getByRole('button', { name: 'Close all' }).click();
    await expect(page.getByRole('tab', { name: 'Positions (0)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Trade history' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row')).not.toHaveCount(1);
  });

  test('§3 hedge mode holds a long and a short on one contract at once', async ({ page }) => {
    await openFuturesLoggedIn(page);
    await transferIn(page, '3000');
    await chooseMode(page, 'Position mode', 'Hedge');
    await chooseMode(page, 'Margin mode', 'Cross');
    await marketOrder(page, 'Open long', '0.01');
    await marketOrder(page, 'Open short', '0.01');
    await expect(page.getByRole('tab', { name: 'Positions (2)' })).toBeVisible();
    const held = await positions(page);
    expect(held.map((position) => position.direction).sort()).toEqual([1, 2]);
    await page.getByRole('button', { name: 'Close all' }).click();
    await expect(page.getByRole('tab', { name: 'Positions (0)' })).toBeVisible();
    await chooseMode(page, 'Position mode', 'One-way');
  });

  test('a trigger order waits off the book in open orders until cancelled', async ({ page }) => {
    await openFuturesLoggedIn(page);
    await transferIn(page, '1000');
    await chooseMode(page, 'Position mode', 'One-way');
    const mark = Number((await page.getByTestId('futures-mark').textContent())?.replaceAll(',', ''));
    await page.getByRole('radiogroup', { name: 'Side' }).getByRole('radio', { name: 'Buy / Long' }).click();
    await page
      .getByRole('radiogroup', { name: 'Order type' })
      .getByRole('radio', { name: 'Trigger', exact: true })
      .click();
    // Far below the mark, so it cannot trigger during the test; an empty order price means market.
    await page.getByLabel('Trigger price (USDT)').fill((mark * 0.5).toFixed(2));
    await page.getByLabel('Size (BTC)').fill('0.01');
    await page.locator('.spot-form__submit').click();
    await expect(page.getByText('Order placed').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Open orders (1)' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Trigger Market')).toBeVisible();
    await panel.getByRole('button', { name: /^Cancel order / }).click();
    await expect(page.getByRole('tab', { name: 'Open orders (0)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Order history' }).click();
    await expect(page.getByRole('tabpanel').getByText('Cancelled').first()).toBeVisible();
  });
});
