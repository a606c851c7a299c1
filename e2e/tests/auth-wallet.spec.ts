import { expect, test } from '@playwright/test';
import authAr from '../../apps/web/app/auth/i18n/ar.json' with { type: 'json' };
import authEn from '../../apps/web/app/auth/i18n/en.json' with { type: 'json' };
import { latestCode } from '../support/outbox.ts';
import { registerByEmail, TEST_PASSWORD, uniqueEmail } from '../support/register.ts';
import { deviceTokenReady, injectWallet } from './auth-support.ts';

// Issue 8 item 6, spec §7 wallet sign-in: a real EIP-1193 wallet in the page signs the gateway's
// EIP-4361 message with a real key; the gateway verifies it and spends the nonce.

test('§7 a new wallet signs in, creates its account by e-mail code, and later signs straight in', async ({
  page,
}) => {
  const address = await injectWallet(page);
  const email = uniqueEmail('wallet');
  const signs: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/user/public/third/wallet/sign')
      signs.push(String((request.postDataJSON() as { publicAddress?: string }).publicAddress));
  });

  await page.goto('/login?redirect=%2Faccount');
  await page.waitForLoadState('networkidle');
  await deviceTokenReady(page);
  await page.locator('[data-provider="wallet"]').click();
  const pending = page.locator('[data-pending="wallet"]');
  await expect(pending.getByRole('heading', { name: authEn.pendingTitle })).toBeVisible();
  await expect(pending).toContainText('Your Wallet sign-in is not linked to a Tideline account yet.');
  expect(signs).toEqual([address.toLowerCase()]);

  // The code is required for a wallet: an empty or short one is refused on the page, in words.
  await pending.locator('#pending-email').fill(email);
  await pending.locator('form[data-form="pending-create"] button[type="submit"]').click();
  await expect(pending.locator('#pending-code-note')).toHaveText(authEn.required);
  await pending.locator('#pending-code').fill('12');
  await pending.locator('form[data-form="pending-create"] button[type="submit"]').click();
  await expect(pending.locator('#pending-code-note')).toHaveText(authEn.invalidCode);

  const sentAfter = Date.now() - 1000;
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user/public/sendCode');
  await pending.locator('[data-send="pending-email"]').click();
  expect(String(((await (await sent).json()) as { code: unknown }).code)).toMatch(/^0+$/);
  await pending.locator('#pending-code').fill(await latestCode(page.request, email, sentAfter));
  await pending.locator('form[data-form="pending-create"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();

  await page.locator('[data-action="log-out"]').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('[data-provider="wallet"]').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();
  expect(signs).toHaveLength(2);
});

test('§7 a new wallet can be linked to an existing account with its password', async ({ page }) => {
  // The account is made on this device, so linking it here needs no new-device code.
  const email = uniqueEmail('wallet-link');
  await page.goto('/');
  await deviceTokenReady(page);
  await registerByEmail(page, email);
  await page.locator('[data-action="log-out"]').click();
  await expect(page).toHaveURL(/\/login$/);
  await injectWallet(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await deviceTokenReady(page);
  await page.locator('[data-provider="wallet"]').click();
  const link = page.locator('form[data-form="pending-link"]');
  await link.locator('button[type="submit"]').click();
  await expect(link.locator('#pending-login-name-note')).toHaveText(authEn.required);
  await expect(link.locator('#pending-password-note')).toHaveText(authEn.required);
  await link.locator('#pending-login-name').fill(email);
  await link.locator('#pending-password').fill(TEST_PASSWORD);
  await link.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();

  // Linked: the same wallet now signs straight into that account.
  await page.locator('[data-action="log-out"]').click();
  await page.locator('[data-provider="wallet"]').click();
  await expect(page).toHaveURL(/\/account$/);
});

test('§7 without a wallet, or when the user declines, the page says so in its language', async ({
  browser,
}) => {
  const bare = await browser.newPage();
  await bare.goto('/login');
  await bare.waitForLoadState('networkidle');
  await deviceTokenReady(bare);
  await bare.locator('[data-provider="wallet"]').click();
  await expect(bare.getByRole('alert')).toHaveText(authEn.walletMissing);
  await expect(bare.locator('[data-provider="wallet"]')).toHaveAttribute(
    'aria-describedby',
    'third-party-wallet-note',
  );
  await bare.close();

  const declining = await browser.newPage();
  await injectWallet(declining, 'reject');
  await declining.goto('/ar/login');
  await declining.waitForLoadState('networkidle');
  await deviceTokenReady(declining);
  await declining.locator('[data-provider="wallet"]').click();
  await expect(declining.getByRole('alert')).toHaveText(authAr.walletRejected);
  await expect(declining).toHaveURL(/\/ar\/login$/);
  await declining.close();
});
