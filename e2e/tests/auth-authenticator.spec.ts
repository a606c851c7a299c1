import { expect, test } from '@playwright/test';
import { unusedTotp } from '../../apps/server/test/support/unused-totp.ts';
import { registerByEmail, TEST_PASSWORD, uniqueEmail } from '../support/register.ts';
import { proveIdentity } from '../support/step-up.ts';

// Protocol §3.4-3.5: turning on Google Authenticator makes every later login ask for its code.
test('§6 enable Google Authenticator on the account page, then log in with a TOTP code', async ({ page }) => {
  const email = uniqueEmail('totp');
  await registerByEmail(page, email);
  await expect(page.getByTestId('account-google')).toHaveText('Not enabled');

  await page.locator('[data-action="enable-google"]').click();
  const secret = (await page.getByTestId('google-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('img', { name: 'Google Authenticator' })).toBeVisible();
  await page.locator('#google-bind-code').fill(await unusedTotp(secret));
  await page.locator('form[data-form="google-bind"] button[type="submit"]').click();
  // Issue #21 item 1: binding a factor asks for the password and an e-mailed code first.
  await proveIdentity(page, { email });
  await expect(page.getByTestId('account-google')).toHaveText('Enabled');

  await page.locator('[data-action="log-out"]').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  await page.locator('#login-name').fill(email);
  await page.locator('#login-password').fill(TEST_PASSWORD);
  await page.locator('form[data-form="login"] button[type="submit"]').click();

  const verify = page.locator('form[data-form="verify"]');
  await expect(verify.getByRole('heading', { name: 'Security verification' })).toBeVisible();
  await expect(page.locator('#verify-email')).toHaveCount(0);
  await verify.locator('button[type="submit"]').click();
  await expect(page.locator('#verify-google-note')).toHaveText('This field is required.');
  await page.locator('#verify-google').fill(await unusedTotp(secret));
  await verify.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-google')).toHaveText('Enabled');
});
