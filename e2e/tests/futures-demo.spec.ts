import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import { chooseMode, FUTURES, marketOrder, type Position, positions, transferIn } from './futures-support.ts';

// Issue #10 with spec §2/§4 demo mode: /futures/ is allowed in demo mode; entering it moves the
// session to the demo venue, whose futures wallet is fed by the demo spot wallet. A long opened and
// closed there never shows on the live venue, and leaving demo mode brings the live account back.

/** The app's own demo entry (it lands on the default spot route), then back to futures, a §2 demo route. */
async function enterDemo(page: Page) {
  await page.locator('.trade-menu > summary').click();
  await page.getByRole('button', { name: /^Demo trading/ }).click();
  // The entry loads the default spot route; going to futures before it has landed races that load.
  await expect(page).toHaveURL(/\/spot\/BTCUSDT$/);
  await page.waitForLoadState('load');
  await expect(page.getByTestId('demo-badge')).toBeVisible();
  await page.goto(FUTURES);
  await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/);
  await expect(page.getByTestId('demo-badge')).toBeVisible();
}

async function venue(page: Page): Promise<boolean> {
  const answer = await page.request.get('/v1/asset/spot/balances');
  return ((await answer.json()) as { data: { demo: boolean } }).data.demo;
}

test('§4 demo mode: a futures long on the demo venue leaves the live futures account untouched', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The demo venue has its own simulated market maker: the long fills against it.
  await logIn(page, { returnTo: FUTURES });
  const live: Position[] = await positions(page);
  await enterDemo(page);
  await expect.poll(() => venue(page)).toBe(true);
  await transferIn(page, '1000');
  await chooseMode(page, 'Position mode', 'One-way');
  await marketOrder(page, 'Buy / Long', '0.01');
  await expect(page.getByRole('tab', { name: 'Positions (1)' })).toBeVisible();
  const demo = await positions(page);
  expect(demo).toHaveLength(1);
  expect(demo[0]?.count).toBe('0.010');
  await page.getByRole('button', { name: 'Close all' }).click();
  await expect(page.getByRole('tab', { name: 'Positions (0)' })).toBeVisible();

  await page.locator('.trade-menu > summary').click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /Leave demo trading/ }).click();
  await reloaded;
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);
  await expect.poll(() => venue(page)).toBe(false);
  expect(await positions(page)).toEqual(live);
});
