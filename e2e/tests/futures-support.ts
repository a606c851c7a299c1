import { type APIResponse, type Browser, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';

// Shared by the futures browser tests. The server runs as the product does, with its simulated
// futures market on both venues: a trader's market orders fill against it, no test brings its own.

export const FUTURES = '/futures/usdt/BTCUSDT';

export interface Position {
  symbol: string;
  direction: number;
  count: string;
  openMarginCount: string;
  unrealisedPnl: string | null;
  takeProfit: { triggerPrice: string } | null;
  stopLoss: { triggerPrice: string } | null;
}

export async function deposit(page: Page, asset: string, amount: string) {
  const answer = await page.request.post('/v1/asset/deposit/simulate', { data: { asset, amount } });
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({ status: 'success' });
}

export async function positions(page: Page): Promise<Position[]> {
  const answer = await page.request.get('/v1/futures/positions');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Position[] }).data;
}

export async function futuresAvailable(page: Page): Promise<number> {
  const answer = await page.request.get('/v1/futures/account');
  return Number(((await answer.json()) as { data: { available: string } }).data.available);
}

/** Leaves the account without positions or open orders, whatever an earlier test left behind. */
export async function flatten(page: Page) {
  await page.request.post('/v1/futures/position/close-all', { data: {} });
  await expect.poll(async () => (await positions(page)).length).toBe(0);
  const open = await page.request.get('/v1/futures/orders/open');
  for (const order of ((await open.json()) as { data: { symbol: string; orderId: string | number }[] })
    .data) {
    await page.request.post('/v1/futures/order/cancel', {
      data: { symbol: order.symbol, orderId: String(order.orderId) },
    });
  }
}

export async function markPrice(page: Page): Promise<number> {
  const answer = await page.request.get('/v1/futures/tickers?symbol=BTCUSDT');
  const [ticker] = ((await answer.json()) as { data: { markPrice: string | null }[] }).data;
  expect(ticker?.markPrice).toBeTruthy();
  return Number(ticker?.markPrice);
}

export async function accepted(answer: APIResponse) {
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({ status: 'success' });
}

/**
 * A page logged in as a fresh account. The sign-up page's device check is sometimes refused for a
 * brand-new browser whose fingerprint is still settling ("refresh the page and try again"): a
 * refused attempt is retried in a fresh browser context, as a person would reload.
 */
export async function registeredPage(browser: Browser): Promise<Page> {
  let failure: unknown = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await registerByEmail(page, uniqueEmail('futures-maker'));
      return page;
    } catch (error) {
      failure = error;
      await context.close();
    }
  }
  throw failure;
}

/** Moves USDT from spot to futures through the order form's transfer panel. */
export async function transferIn(page: Page, amount: string) {
  const before = await futuresAvailable(page);
  // With an empty futures wallet the form's funding line offers a Transfer too; both open the panel.
  await page.getByRole('button', { name: 'Transfer', exact: true }).first().click();
  await page.getByRole('radio', { name: 'Spot to futures' }).click();
  await page.getByLabel('Amount (USDT)').fill(amount);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transfer complete')).toBeVisible();
  await expect.poll(() => futuresAvailable(page)).toBeGreaterThanOrEqual(before + Number(amount) - 0.01);
}

export async function chooseMode(page: Page, group: string, option: string) {
  const radio = page
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: option, exact: true });
  if ((await radio.getAttribute('aria-checked')) !== 'true') {
    await radio.click();
    await expect(radio).toBeChecked();
  }
}

export async function marketOrder(page: Page, side: string, size: string) {
  await page
    .getByRole('radiogroup', { name: 'Side' })
    .getByRole('radio', { name: side, exact: true })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Order type' })
    .getByRole('radio', { name: 'Market', exact: true })
    .click();
  await page.getByLabel('Size (BTC)').fill(size);
  await page.locator('.spot-form__submit').click();
  await expect(page.getByText(`Filled ${size} BTC at `).first()).toBeVisible();
}

/** Axe findings of the page as it stands (design §6), one line per rule with its nodes. */
export async function violations(page: Page): Promise<string[]> {
  return axeViolations(page);
}
