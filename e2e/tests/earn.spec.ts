import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { logIn } from '../support/log-in.ts';

// Issue #26: the demo user subscribes 100 USDT to the flexible product (the dialog estimates
// 0.02739726 USDT a day: 10 % a year on the first 500), the test clock passes two days and the
// holding shows the interest paid, then redeems it all to spot; subscribes 50 USDT for 7 days and
// sees it mature after nine. Then axe on the three pages in both themes, English and Arabic, and
// at 390 px.

const DAY_SECONDS = 24 * 60 * 60;
const PAGES = ['/earn', '/earn/holdings', '/earn/history'];

async function chooseTheme(page: Page, theme: 'black' | 'white') {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

async function passDays(page: Page, days: number) {
  const moved = await page.request.post('/v1/dev/clock', { data: { seconds: days * DAY_SECONDS } });
  expect(moved.ok()).toBe(true);
}

/** The demo user's earlier holdings (a run against the same data) are redeemed, so rows are this run's. */
async function redeemEarlierHoldings(page: Page) {
  const answer = await page.request.get('/v1/earn/holdings');
  const holdings = ((await answer.json()) as { data: { id: string; state: string }[] }).data;
  for (const holding of holdings.filter((entry) => entry.state === 'active'))
    expect((await page.request.post('/v1/earn/redeem', { data: { holdingId: holding.id } })).ok()).toBe(true);
}

async function subscribe(page: Page, product: string, amount: string, daily: string) {
  await page.goto('/earn');
  await page.getByRole('radio', { name: 'USDT', exact: true }).click();
  await page.getByRole('button', { name: `Subscribe: ${product}` }).click();
  const dialog = page.getByTestId('earn-subscribe-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount').fill(amount);
  await expect(dialog.getByTestId('earn-estimate')).toContainText(`${daily} USDT`);
  // The product's rate history, newest first, each change with its start in UTC and its rates.
  await dialog.getByText('Rate history').click();
  await expect(dialog.getByTestId('earn-rate-history').locator('li').first()).toContainText(
    /^From .+ UTC: .*%/,
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('issue #26 the demo user earns daily interest on a flexible product, redeems it, and sees a fixed term mature', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logIn(page, { returnTo: '/earn' });
  await redeemEarlierHoldings(page);

  await subscribe(page, 'USDT Flexible', '100', '0.02739726');
  await passDays(page, 2);
  await page.goto('/earn/holdings');
  const flexible = page.getByRole('row').filter({ hasText: 'USDT Flexible' }).filter({ hasText: 'Active' });
  await expect(flexible).toHaveCount(1);
  // One or two whole days of 0.02739726 have ended since the subscription's day.
  await expect(flexible).toContainText(/0\.0(2739726|5479452) USDT/);
  await expect(page.getByTestId('earn-wallet').locator('[data-asset="USDT"]')).toContainText(
    /0\.0(2739726|5479452)/,
  );
  await flexible.getByRole('button', { name: 'Redeem: USDT Flexible' }).click();
  const redeem = page.getByTestId('earn-redeem-dialog');
  await redeem.getByRole('button', { name: 'Confirm' }).click();
  await expect(redeem).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'USDT Flexible' }).first()).toContainText('Redeemed');

  await subscribe(page, 'USDT 7 days', '50', '0.00821917');
  await passDays(page, 9);
  await page.goto('/earn/holdings');
  const fixed = page.getByRole('row').filter({ hasText: 'USDT 7 days' }).first();
  await expect(fixed).toContainText('Matured');
  await expect(fixed).toContainText('0.05753419 USDT');
  await page.goto('/earn/history');
  await expect(page.getByRole('row').filter({ hasText: 'Maturity' }).first()).toContainText('50 USDT');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
});

test('axe: the earn pages in both themes, English and Arabic, and at 390 px', async ({ page }) => {
  test.setTimeout(420_000);
  await logIn(page, { returnTo: '/earn' });
  const scan = async (label: string) => {
    await expect(page.locator('.earn-page h2').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ/ })).toHaveCount(0);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page, label)).toEqual([]);
  };
  // Dark in English, light in Arabic (right to left): both themes and both directions.
  for (const [theme, prefix] of [
    ['black', ''],
    ['white', '/ar'],
  ] as const)
    for (const path of PAGES) {
      await chooseTheme(page, theme);
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', prefix === '/ar' ? 'rtl' : 'ltr');
      await scan(`${theme} ${prefix}${path}`);
    }
  await page.goto('/earn');
  await page.getByRole('button', { name: 'Subscribe: USDT Flexible' }).click();
  await expect(page.getByTestId('earn-subscribe-dialog')).toBeVisible();
  expect(await axeViolations(page, 'subscribe dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of PAGES) {
    await page.goto(`/ar${path}`);
    await scan(`390 px /ar${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
