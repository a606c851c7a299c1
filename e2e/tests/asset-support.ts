import { expect, type Page } from '@playwright/test';
import { unusedTotp } from '../../apps/server/test/support/unused-totp.ts';
import { presentKnownDevice, rememberDevice } from '../support/known-device.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';
import { proveIdentity } from '../support/step-up.ts';

/**
 * A fresh account (registration logs it in), so record counts never depend on other tests. Later
 * registrations in this worker present the first one's device identity, as a returning browser
 * would, so the device token and the terminal code they send always belong together.
 */
export async function freshTrader(page: Page, tag: string): Promise<string> {
  await presentKnownDevice(page);
  // The gateway now and then answers the first code request of a new browser context with
  // 00006 (device token and terminal code from two fingerprint runs); a fresh start clears it.
  for (let attempt = 1; ; attempt += 1) {
    const email = uniqueEmail(tag);
    try {
      await registerByEmail(page, email);
    } catch (failure) {
      if (attempt === 3) throw failure;
      await page.context().clearCookies();
      continue;
    }
    await rememberDevice(page);
    return email;
  }
}

/**
 * Turns on Google Authenticator on the account page (protocol §3.5), where `freshTrader` leaves
 * the browser, proving the account with an e-mailed code first (issue #21 item 1); returns the
 * secret.
 */
export async function enableAuthenticator(page: Page, email: string): Promise<string> {
  await expect(page).toHaveURL(/\/account$/);
  await page.locator('[data-action="enable-google"]').click();
  const secret = (await page.getByTestId('google-secret').textContent()) ?? '';
  await page.locator('#google-bind-code').fill(await unusedTotp(secret));
  await page.locator('form[data-form="google-bind"] button[type="submit"]').click();
  await proveIdentity(page, { email });
  await expect(page.getByTestId('account-google')).toHaveText('Enabled');
  return secret;
}

/** Credits the logged-in account through the gateway's development deposit (markets protocol §4). */
export async function deposit(page: Page, asset: string, amount: string): Promise<void> {
  const answer = await page.request.post('/v1/asset/deposit/simulate', { data: { asset, amount } });
  expect(await answer.json()).toMatchObject({ status: 'success' });
}

/** A page of an asset route, hydrated and past its loading state. */
export async function openAssetPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.asset-page [role="status"]')).toHaveCount(0);
}
