import { expect, test } from '@playwright/test';
import { answerStepUps } from '../support/step-up.ts';
import { expectToast, registerAccount } from './account-support.ts';

test('§2 create an API key, see its secret once, edit it and delete it', async ({ page }) => {
  const email = await registerAccount(page, 'apikey');
  // Creating and editing a key are step-up calls (issue #21 item 1).
  await answerStepUps(page, { email });
  await page.goto('/account/newapi');
  await page.waitForLoadState('networkidle');
  const list = page.getByTestId('api-key-list');
  await expect(list.getByText('No API key yet.')).toBeVisible();
  // Where programs connect: this origin's Bitget-compatible API, with a ccxt example.
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('api-base-url')).toHaveText(`${origin}/api/v2`);
  const socket = origin.replace(/^http/, 'ws');
  await expect(page.getByTestId('api-ws-urls')).toHaveText(
    `${socket}/api/v2/ws/public${socket}/api/v2/ws/private`,
  );
  await expect(page.getByTestId('api-ccxt-example')).toContainText(`exchange.urls.api[group] = '${origin}'`);

  const form = page.locator('form[data-form="api-key-create"]');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('#api-key-label-note')).toHaveText('This field is required');
  await page.locator('#api-key-label').fill('grid bot');
  await form.getByRole('checkbox', { name: 'Trade' }).check();
  await page.locator('#api-key-ips').fill('203.0.113.7, nonsense');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('#api-key-ips-note')).toHaveText(
    'Enter IPv4 or IPv6 addresses or CIDR blocks, separated by commas',
  );
  await page.locator('#api-key-ips').fill('203.0.113.7, 2001:db8::/32');
  // Issue #32: the passphrase programs sign with is asked when the key is made.
  await page.locator('#api-key-passphrase').fill('short');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('#api-key-passphrase-note')).toHaveText('Use 8 to 32 letters and digits.');
  await page.locator('#api-key-passphrase').fill('Passphrase123');
  await form.locator('button[type="submit"]').click();

  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toBeVisible();
  await expect(page.getByTestId('api-access-key')).toHaveText(/^tl_[0-9a-f]{32}$/);
  await expect(page.getByTestId('api-secret-key')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  const accessKey = (await page.getByTestId('api-access-key').textContent()) ?? '';
  const row = list.getByRole('row').filter({ hasText: 'grid bot' });
  await expect(row).toContainText(accessKey);
  await expect(row).toContainText('Read, Trade');
  await expect(row).toContainText('203.0.113.7, 2001:db8::/32');
  await secret.getByRole('button', { name: 'I have saved it' }).click();
  await expect(secret).toBeHidden();
  // The secret is never shown again.
  await page.reload();
  await expect(list.getByRole('row').filter({ hasText: 'grid bot' })).toBeVisible();
  await expect(page.getByTestId('api-secret-key')).toHaveCount(0);

  await list.getByRole('button', { name: 'Edit grid bot' }).click();
  const edit = page.locator('form[data-form="api-key-edit"]');
  await expect(page.locator('#api-key-edit-label')).toHaveValue('grid bot');
  await page.locator('#api-key-edit-label').fill('grid bot 2');
  await edit.getByRole('checkbox', { name: 'Trade' }).uncheck();
  await page.locator('#api-key-edit-ips').fill('');
  await edit.locator('button[type="submit"]').click();
  await expectToast(page, 'The API key was updated');
  const edited = list.getByRole('row').filter({ hasText: 'grid bot 2' });
  await expect(edited).toContainText('Any address');
  await expect(edited).not.toContainText('Trade');

  await list.getByRole('button', { name: 'Delete grid bot 2' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('grid bot 2');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'The API key was deleted');
  await expect(list.getByText('No API key yet.')).toBeVisible();
});
