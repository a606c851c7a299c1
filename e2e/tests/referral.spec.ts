import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { logIn } from '../support/log-in.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';

// Issue #29: the demo user copies an invite link; a new user registers through it in a second
// browser context and trades; after the daily payout (the test clock moved a day) the demo user's
// /referral/commissions shows the commission: 20 % of the invitee's fee, rounded down to 8
// decimals. Then axe on the three pages in both themes, English and Arabic, and at 390 px.

const DAY_SECONDS = 24 * 60 * 60;

async function chooseTheme(page: Page, theme: 'black' | 'white') {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

/** Rounds a fee's 20 % down to the ledger's 8 decimals, in integer units (no float error). */
function twentyPercent(fee: string): string {
  const [whole = '0', fraction = ''] = fee.split('.');
  const units = BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
  const share = (units * 20n) / 100n;
  const text = share.toString().padStart(9, '0');
  return `${text.slice(0, -8)}.${text.slice(-8)}`.replace(/\.?0+$/, '');
}

test('issue #29 an invitee registered through the demo user link trades, and the payout shows the commission', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, { returnTo: '/referral' });
  const link = page.getByTestId('invite-link').first();
  await expect(link).toContainText('commonCode=');
  const inviteUrl = ((await link.textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Copy link' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  const code = new URL(inviteUrl).searchParams.get('commonCode') ?? '';

  const invitee = await browser.newContext();
  const friend = await invitee.newPage();
  await friend.goto(inviteUrl);
  await friend.waitForLoadState('networkidle');
  // §9: the code from the link is kept under local_code_key and filled in on the sign-up form.
  await expect(friend.locator('#register-email-inviteCode')).toHaveValue(code);
  // The form names the inviter (masked) under the code, so the invitee knows whose link it is.
  await expect(friend.locator('#register-email-inviteCode-note')).toHaveText(/^Invited by \S+/);
  await registerByEmail(friend, uniqueEmail('referral'));
  const deposit = await friend.request.post('/v1/asset/deposit/simulate', {
    data: { asset: 'USDT', amount: '10000' },
  });
  expect(deposit.ok()).toBe(true);
  await friend.goto('/spot/BTCUSDT');
  await expect(friend.getByTestId('order-book').locator('[data-side="asks"] li').first()).toBeVisible();
  await expect(friend.getByTestId('available-balance')).not.toHaveText(/^--/);
  await friend.getByRole('radio', { name: 'Market', exact: true }).click();
  await friend.getByLabel('Amount (BTC)').fill('0.01');
  await friend.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(friend.getByText(/^Filled 0\.01 BTC at [\d,]+\.\d{2}$/)).toBeVisible();
  await invitee.close();

  const moved = await page.request.post('/v1/dev/clock', { data: { seconds: DAY_SECONDS } });
  expect(moved.ok()).toBe(true);
  await page.goto('/referral/commissions');
  const rows = page.locator('.referral-table tbody tr');
  await expect(rows.first()).toBeVisible();
  const cells = rows.first().locator('td');
  await expect(cells.nth(2)).toHaveText('Inviter');
  const fee = ((await cells.nth(4).textContent()) ?? '').split(' ')[0] ?? '';
  const amount = ((await cells.nth(5).textContent()) ?? '').split(' ')[0] ?? '';
  expect(Number(amount)).toBeGreaterThan(0);
  expect(amount).toBe(twentyPercent(fee));
  await page.goto('/referral/invitees');
  await expect(page.locator('.referral-table tbody tr').first()).toBeVisible();
});

test('axe: the referral pages in both themes, English and Arabic, and at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, { returnTo: '/referral' });
  const scan = async (label: string) => {
    await expect(page.locator('.referral-page h2').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ/ })).toHaveCount(0);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page, label)).toEqual([]);
  };
  for (const theme of ['black', 'white'] as const)
    for (const prefix of ['', '/ar'])
      for (const path of ['/referral', '/referral/invitees', '/referral/commissions']) {
        await chooseTheme(page, theme);
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('dir', prefix === '/ar' ? 'rtl' : 'ltr');
        await scan(`${theme} ${prefix}${path}`);
      }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/referral', '/referral/invitees', '/referral/commissions']) {
    await page.goto(`/ar${path}`);
    await scan(`390 px /ar${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
