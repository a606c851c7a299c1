import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { logIn } from '../support/log-in.ts';
import { LOADED } from './p2p-support.ts';

// Issue #25: axe on every P2P page (an open order included) in both themes, English and Arabic,
// and at 390 px with no sideways scrolling; then the take dialog, the ad form and the payment
// method form.

interface MerchantAd {
  id: string;
  minOrder: string;
  merchant: { userId: number; nickname: string };
}

async function chooseTheme(page: Page, theme: 'black' | 'white') {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

/** An open order of the demo user's with a simulated merchant, so the order page has its steps to show. */
async function openOrder(page: Page): Promise<{ orderId: string; merchantId: number }> {
  const answer = await page.request.get('/v1/p2p/ads?side=sell&crypto=USDT&fiat=USD');
  const ad = ((await answer.json()) as { data: MerchantAd[] }).data.find(
    (row) => row.merchant.nickname === 'HarborDesk',
  )!;
  const taken = await page.request.post('/v1/p2p/order/create', {
    data: { adId: ad.id, fiatAmount: ad.minOrder },
  });
  const body = (await taken.json()) as { status: string; data: { id: string } };
  expect(body.status).toBe('success');
  return { orderId: body.data.id, merchantId: ad.merchant.userId };
}

async function scan(page: Page, label: string) {
  await expect(page.locator('.p2p-page h2').first()).toBeVisible(LOADED);
  await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ/ })).toHaveCount(0, LOADED);
  await page.mouse.move(0, 0);
  expect(await axeViolations(page, label)).toEqual([]);
}

test('axe: the P2P pages in both themes, English and Arabic, and at 390 px', async ({ page }) => {
  test.setTimeout(480_000);
  await logIn(page, { returnTo: '/p2p' });
  const { orderId, merchantId } = await openOrder(page);
  const pages = [
    '/p2p',
    `/p2p/order/${orderId}`,
    '/p2p/orders',
    '/p2p/ads',
    '/p2p/payment-methods',
    `/p2p/merchant/${merchantId}`,
    '/record/p2p',
  ];
  // Dark in English, light in Arabic (right to left): both themes and both directions.
  for (const [theme, prefix] of [
    ['black', ''],
    ['white', '/ar'],
  ] as const)
    for (const path of pages) {
      await chooseTheme(page, theme);
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', prefix === '/ar' ? 'rtl' : 'ltr');
      await scan(page, `${theme} ${prefix}${path}`);
    }

  await page.goto('/p2p');
  await page.getByRole('button', { name: 'Buy USDT: HarborDesk' }).first().click();
  await expect(page.getByTestId('p2p-take-dialog')).toBeVisible();
  expect(await axeViolations(page, 'take dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('p2p-take-dialog')).toBeHidden();

  await page.goto('/p2p/ads');
  await page.getByRole('button', { name: 'Post an ad' }).click();
  await page.getByTestId('p2p-ad-form').getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByTestId('p2p-ad-form').getByText('Enter a value.').first()).toBeVisible();
  expect(await axeViolations(page, 'ad form with its errors')).toEqual([]);

  await page.goto('/p2p/payment-methods');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page.getByTestId('p2p-payment-form')).toBeVisible();
  expect(await axeViolations(page, 'payment method form')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of pages) {
    await page.goto(`/ar${path}`);
    await scan(page, `390 px /ar${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.request.post('/v1/p2p/order/cancel', { data: { orderId } });
});
