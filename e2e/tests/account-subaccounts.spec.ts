import { expect, test } from '@playwright/test';
import { answerStepUps } from '../support/step-up.ts';
import { createSubAccount, expectToast, registerAccount } from './account-support.ts';

test('§6 create a sub-account, switch to it and back; its settings pages show its own data', async ({
  page,
}) => {
  const email = await registerAccount(page, 'family');
  // The anti-phishing code and API keys are step-up calls (issue #21 item 1), proved by the family's owner.
  await answerStepUps(page, { email });
  const mainUserId = (await page.getByTestId('account-user-id').textContent()) ?? '';
  await page.goto('/subaccount');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('sub-list')).toContainText('No sub-account yet.');

  await page.locator('#sub-name').fill('x');
  await page.locator('form[data-form="sub-create"] button[type="submit"]').click();
  await expect(page.locator('#sub-name-note')).toHaveText('Use 3 to 20 letters, digits or underscores');
  await createSubAccount(page, 'desk_one');
  await expect(page.getByTestId('sub-list')).toContainText('1 of 20');
  // Names are unique per family: the gateway's localised refusal shows.
  await page.locator('#sub-name').fill('DESK_ONE');
  await page.locator('form[data-form="sub-create"] button[type="submit"]').click();
  await expectToast(page, 'This sub-account name is already used');

  // As the main account, the settings pages manage the chosen sub-account.
  await page.getByRole('link', { name: 'Settings desk_one' }).click();
  await expect(page).toHaveURL(/\/subaccount\/setting\/antiphishing\?userId=\d+$/);
  await page.locator('#anti-phishing-code').fill('SubCode1');
  await page.getByTestId('anti-phishing-panel').locator('button[type="submit"]').click();
  await expect(page.getByTestId('anti-phishing-code')).toHaveText('SubCode1');
  // The main account's own code is untouched.
  await page.goto('/account/security');
  await expect(page.getByTestId('anti-phishing-code')).toHaveText('Not set');

  await page.goto('/subaccount');
  await expect(page.getByTestId('acting-account')).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to desk_one' }).click();
  const badge = page.getByTestId('acting-account');
  await expect(badge).toContainText('Acting as sub-account desk_one');
  await expect(page.getByText('Sub-accounts are managed from the main account.')).toBeVisible();

  await page.goto('/subaccount/setting/antiphishing');
  await expect(page.getByTestId('settings-account')).toContainText('desk_one');
  await expect(page.getByTestId('anti-phishing-code')).toHaveText('SubCode1');
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/subaccount\/setting\/api$/);
  await page.locator('#api-key-label').fill('sub bot');
  await page.locator('#api-key-passphrase').fill('Passphrase123');
  await page.locator('form[data-form="api-key-create"] button[type="submit"]').click();
  await expect(
    page.getByTestId('api-key-list').getByRole('row').filter({ hasText: 'sub bot' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Login history' }).click();
  await expect(page.getByTestId('history-panel')).toContainText('No login yet.');
  await page.getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByTestId('devices-panel')).toContainText('No device has signed in yet.');
  // The password belongs to the main account.
  await page.goto('/account/security');
  await expect(page.getByText('The password belongs to the main account.', { exact: false })).toBeVisible();

  await badge.getByRole('button', { name: 'Back to main account' }).click();
  await expectToast(page, 'You are back on the main account');
  await expect(page.getByTestId('acting-account')).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByTestId('account-user-id')).toHaveText(mainUserId);
  // The sub-account's key stayed with the sub-account.
  await page.goto('/account/newapi');
  await expect(page.getByTestId('api-key-list')).toContainText('No API key yet.');
});
