import { expect, test } from '@playwright/test';
import { proveIdentity } from '../support/step-up.ts';
import { deposit, freshTrader, openAssetPage } from './asset-support.ts';

// Issue #30 item 1, spec §7 "withdraw no-password flag": on /account/security the user lists an
// address and turns the flag on, each proved with the password and an e-mailed code; then a small
// withdrawal to that address leaves from /asset/spot without any code, while another address still
// asks for one. Real server, real Chromium, the server as npm start runs it.

const HOME = 'tl1e2ewhitelisthome01';

test.describe('withdrawal whitelist and the no-password flag', () => {
  test('whitelist an address, turn the flag on, and withdraw to it without a code', async ({ page }) => {
    const email = await freshTrader(page, 'whitelist');
    await deposit(page, 'USDT', '300');

    await page.goto('/account/security');
    const panel = page.getByTestId('withdraw-settings-panel');
    await expect(panel.getByText('No whitelisted addresses yet')).toBeVisible();
    // The form checks itself before it asks the gateway.
    await panel.getByRole('button', { name: 'Add address' }).click();
    await expect(panel.getByText('Enter a label')).toBeVisible();

    await panel.getByLabel('Label').fill('Home <b>wallet</b>');
    await panel.getByLabel('Address', { exact: true }).fill(HOME);
    await panel.getByRole('button', { name: 'Add address' }).click();
    await proveIdentity(page, { email });
    await expect(page.getByText('Address added to the whitelist')).toBeVisible();
    const row = panel.getByRole('row').filter({ hasText: HOME });
    // Markup in a label is stored as plain text.
    await expect(row).toContainText('Home wallet');

    const flag = panel.getByRole('switch', {
      name: 'Withdraw to whitelisted addresses without a verification code',
    });
    await expect(flag).not.toBeChecked();
    await flag.click();
    await expect(page.getByText('Withdrawals without a code are on')).toBeVisible();
    await expect(flag).toBeChecked();
    await expect(panel.getByTestId('no-password-limits')).toContainText('1,000 USDT per withdrawal');

    await openAssetPage(page, '/asset/spot');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
    const form = page.locator('form[data-form="withdraw"]');
    await form.getByRole('combobox', { name: 'Whitelisted address' }).click();
    await page.getByRole('option', { name: `Home wallet · ${HOME}` }).click();
    await expect(form.getByLabel('Withdrawal address')).toHaveValue(HOME);
    await expect(form.getByTestId('withdraw-code-optional')).toContainText('5,000 USDT left');
    await form.getByLabel('Amount').fill('120');
    const withdrawCall = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/v1/asset/withdraw',
    );
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const sent = (await withdrawCall).postDataJSON() as Record<string, unknown>;
    expect(sent).not.toHaveProperty('emailCode');
    await expect(page.getByText('Withdrawal of 120 USDT submitted.')).toBeVisible();
    const usdtRow = page.getByTestId('spot-balances').getByRole('row').filter({ hasText: /^USDT/ });
    await expect(usdtRow).toContainText('180.00000000');

    // Another address is not whitelisted: the form asks for the code before the gateway would.
    await form.getByLabel('Withdrawal address').fill('tl1notonthelist0001');
    await expect(form.getByTestId('withdraw-code-optional')).toHaveCount(0);
    await form.getByLabel('Amount').fill('10');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByTestId('withdraw-error')).toHaveText('Enter the 6-digit code.');
    await expect(usdtRow).toContainText('180.00000000');

    // Back on the security page, the used amount counts the withdrawal.
    await page.goto('/account/security');
    await expect(page.getByTestId('no-password-limits')).toContainText('Used in the last 24 hours: 120 USDT');
  });
});
