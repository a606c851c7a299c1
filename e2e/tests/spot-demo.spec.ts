import { expect, type Page, test } from '@playwright/test';
import { logInWithSettledDevice } from './spot-support.ts';

// Issue #9 with spec §4 demo mode: entering demo mode moves the logged-in session to the demo
// account (POST /v1/user/sub/switchTradeDemo), so orders and balances on /spot/ are the demo
// venue's; leaving moves it back, and the real balances are exactly as before.

const SPOT = '/spot/BTCUSDT';

interface Balances {
  demo: boolean;
  balances: { asset: string; available: string; hold: string; total: string }[];
}

async function balances(page: Page): Promise<Balances> {
  const answer = await page.request.get('/v1/asset/spot/balances');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Balances }).data;
}

/** The session's venue; undefined while a switch is under way (the old session is already revoked). */
async function venueIsDemo(page: Page): Promise<boolean | undefined> {
  const answer = await page.request.get('/v1/asset/spot/balances');
  if (!answer.ok()) return undefined;
  const body = (await answer.json()) as { data?: Balances };
  return body.data?.demo;
}

async function openTradeMenu(page: Page) {
  await page.locator('.trade-menu > summary').click();
}

test('§4 a demo-mode market buy trades on the demo account and leaves the real balances untouched', async ({
  page,
}) => {
  await logInWithSettledDevice(page, SPOT);
  await page.waitForLoadState('networkidle');
  const real = await balances(page);
  expect(real.demo).toBe(false);

  await openTradeMenu(page);
  await page.getByRole('button', { name: /^Demo trading/ }).click();
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await expect(page.getByTestId('demo-badge')).toBeVisible();
  await expect.poll(() => venueIsDemo(page)).toBe(true);
  // The demo account has its own virtual funds.
  await expect(page.getByTestId('available-balance')).not.toHaveText(/^--/);

  await expect(page.getByTestId('order-book').locator('[data-side="asks"] li').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Market', exact: true }).click();
  await page.getByLabel('Amount (BTC)').fill('0.001');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByText('Filled 0.001 BTC at ')).toBeVisible();
  await page.getByRole('tab', { name: 'Trade history' }).click();
  await expect(page.getByRole('tabpanel').getByText('0.001000').first()).toBeVisible();
  const demoAfter = await balances(page);
  expect(demoAfter.demo).toBe(true);
  expect(Number(demoAfter.balances.find((row) => row.asset === 'BTC')?.total)).toBeGreaterThan(0);

  await openTradeMenu(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /Leave demo trading/ }).click();
  await reloaded;
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);
  await expect.poll(() => venueIsDemo(page)).toBe(false);
  expect((await balances(page)).balances).toEqual(real.balances);
});

test('§4 a demo flag set without the menu still moves the session, and clearing it moves it back', async ({
  page,
}) => {
  await logInWithSettledDevice(page, SPOT);
  await page.evaluate(() => localStorage.setItem('simulation-trade', '1'));
  await page.reload();
  // The page finds the flag, moves the session, then loads itself again. Everything below waits
  // for that second load: the move replaces the session cookie and revokes the old one, so a
  // navigation of the test's that cut the move's answer short would leave the page with a revoked
  // session (a forced logout), which is not what this test is about.
  await page.waitForEvent('load');
  await expect(page.getByTestId('demo-badge')).toBeVisible();
  await expect.poll(() => venueIsDemo(page), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => localStorage.removeItem('simulation-trade'));
  await page.reload();
  await page.waitForEvent('load');
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);
  await expect.poll(() => venueIsDemo(page), { timeout: 15_000 }).toBe(false);
  await expect(page).toHaveURL(new RegExp(`${SPOT}$`));
});
