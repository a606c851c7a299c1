import { expect, test } from '@playwright/test';
import { unusedTotp } from '../../apps/server/test/support/unused-totp.ts';
import { logIn } from '../support/log-in.ts';
import { TEST_PASSWORD } from '../support/register.ts';
import { proveIdentity } from '../support/step-up.ts';
import { expectToast, registerAccount } from './account-support.ts';

const NEW_PASSWORD = 'Seabreeze2027wave';

test('§2 change the password after proving the account again, then log in with the new one and not the old', async ({
  page,
}) => {
  const email = await registerAccount(page, 'pwd');
  await page.goto('/account/security');
  await page.waitForLoadState('networkidle');
  const form = page.locator('form[data-form="change-password"]');

  // The form checks the rules before any request.
  await page.locator('#password-new').fill('short1');
  await page.locator('#password-repeat').fill('short2');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('#password-new-note')).toHaveText(
    'Use 8 to 32 characters with at least one letter and one digit',
  );
  await expect(page.locator('#password-repeat-note')).toHaveText('The two passwords do not match');

  // Issue #21 item 1: the change asks for the current password and an e-mailed code first. A wrong
  // password is refused by the gateway with its localised message, and the dialog stays.
  await page.locator('#password-new').fill(NEW_PASSWORD);
  await page.locator('#password-repeat').fill(NEW_PASSWORD);
  await form.locator('button[type="submit"]').click();
  const dialog = page.getByTestId('step-up-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Confirm it is you');
  await dialog.locator('#step-up-password').fill('NotMyPassw0rd');
  await dialog.locator('#step-up-code').fill('123456');
  await dialog.locator('button[type="submit"]').click();
  await expectToast(page, 'Incorrect account or password');
  await expect(dialog).toBeVisible();
  await proveIdentity(page, { email });
  await expectToast(page, 'Your password has been changed');
  await expect(page.locator('#password-new')).toHaveValue('');

  await page.goto('/account');
  await page.locator('[data-action="log-out"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.waitForLoadState('networkidle');

  await page.locator('#login-name').fill(email);
  await page.locator('#login-password').fill(TEST_PASSWORD);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expectToast(page, 'Incorrect account or password');

  await logIn(page, { email, password: NEW_PASSWORD });
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();
});

test('§2 set and change the anti-phishing code', async ({ page }) => {
  const email = await registerAccount(page, 'phish');
  await page.goto('/account/security');
  await page.waitForLoadState('networkidle');
  const panel = page.getByTestId('anti-phishing-panel');
  await expect(panel.getByTestId('anti-phishing-code')).toHaveText('Not set');

  await page.locator('#anti-phishing-code').fill('no way');
  await panel.locator('button[type="submit"]').click();
  await expect(page.locator('#anti-phishing-code-note')).toHaveText('Use 4 to 20 letters or digits');

  await page.locator('#anti-phishing-code').fill('Blue42');
  await panel.getByRole('button', { name: 'Set code' }).click();
  await proveIdentity(page, { email });
  await expect(panel.getByTestId('anti-phishing-code')).toHaveText('Blue42');

  // The proof of a minute ago still holds: the change goes out without asking again.
  await page.locator('#anti-phishing-code').fill('Green7');
  await panel.getByRole('button', { name: 'Change code' }).click();
  await expect(panel.getByTestId('anti-phishing-code')).toHaveText('Green7');
  await page.reload();
  await expect(page.getByTestId('anti-phishing-code')).toHaveText('Green7');
});

test('§2 turn the authenticator on and off, each after proving the account; then it is the proof', async ({
  page,
}) => {
  const email = await registerAccount(page, 'totp');
  await page.goto('/account/security');
  await page.waitForLoadState('networkidle');
  const panel = page.getByTestId('google-panel');
  await expect(panel.getByTestId('google-status')).toHaveText('Off');
  await panel.locator('[data-action="enable-google"]').click();
  const secret = (await panel.getByTestId('google-secret').textContent()) ?? '';
  await page.locator('#google-bind-code').fill(await unusedTotp(secret));
  await panel.locator('form[data-form="google-bind"] button[type="submit"]').click();
  await proveIdentity(page, { email });
  await expect(panel.getByTestId('google-status')).toHaveText('On');
  // Withdrawals are locked for a day after the change, and the verification page says so.
  await page.goto('/modifyverification');
  await expect(page.getByText(/Withdrawals are locked for 2[34] more hours/)).toBeVisible();

  // In a new tab (the ticket stays with the tab that proved) turning it off asks again, now for
  // the authenticator's code instead of an e-mailed one.
  const tab = await page.context().newPage();
  await tab.goto('/account/security');
  await tab.waitForLoadState('networkidle');
  const tabPanel = tab.getByTestId('google-panel');
  await tabPanel.locator('form[data-form="google-unbind"] button[type="submit"]').click();
  await expect(tab.getByTestId('step-up-dialog').locator('#step-up-code')).toBeVisible();
  await expect(tab.getByTestId('step-up-dialog').locator('[data-send="step-up"]')).toHaveCount(0);
  await proveIdentity(tab, { googleSecret: secret });
  await expect(tabPanel.getByTestId('google-status')).toHaveText('Off');
});

test('§2 devices and login history list this browser; the history pages', async ({ page }) => {
  await registerAccount(page, 'devices');
  await page.goto('/account/security');
  await page.waitForLoadState('networkidle');
  const devices = page.getByTestId('devices-panel');
  await expect(devices.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  const history = page.getByTestId('history-panel');
  await expect(history.getByText('Succeeded').first()).toBeVisible();

  // Removing the only device ends this very session: the page asks first, and cancelling keeps it.
  await devices.getByRole('button', { name: /^Remove / }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Its sessions are signed out at once.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(devices.getByRole('button', { name: /^Remove / })).toHaveCount(1);
});
