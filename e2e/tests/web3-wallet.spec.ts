import { expect, test } from '@playwright/test';
import { codeSentBy } from '../support/outbox.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';
import { createWallet, LOADED, PASSPHRASE, recordRequests, secretsOf, storedText } from './web3-support.ts';

// Issue #27, the browser half: a wallet made in the browser, funded from the exchange, swapped on
// the chain's Uniswap v2 pools and paid back to the exchange, then locked and unlocked; the words
// and the key never go on the wire nor into storage in plain.

test('web3 wallet: create, withdraw USDT to it, swap for WBTC, deposit back, lock and unlock', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const requests = recordRequests(page.context());
  const email = uniqueEmail('web3');
  await registerByEmail(page, email);
  const funded = await page.request.post('/v1/asset/deposit/simulate', {
    data: { asset: 'USDT', amount: '2000' },
  });
  expect(funded.ok()).toBe(true);

  const mnemonic = await createWallet(page);
  const address = (await page.getByTestId('web3-address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  // Exchange -> wallet: 1000 USDT, with the e-mailed second factor.
  await page.getByRole('navigation', { name: 'Web3 wallet' }).getByRole('link', { name: 'Transfer' }).click();
  await page.getByRole('radio', { name: 'Exchange to wallet' }).click();
  const withdraw = page.getByTestId('web3-withdraw-form');
  await withdraw.getByLabel('Amount').fill('1000');
  await withdraw.getByLabel('E-mail address').fill(email);
  const code = await codeSentBy(page.request, email, () =>
    withdraw.locator('[data-send="web3-code"]').click(),
  );
  await withdraw.getByLabel('E-mail code').fill(code);
  await withdraw.getByRole('button', { name: 'Withdraw to wallet' }).click();
  await expect(page.getByTestId('web3-withdraw-result')).toHaveAttribute('data-state', 'sent', LOADED);

  // The wallet holds it (read from the chain), and the faucet's ether for gas.
  await page.getByRole('navigation', { name: 'Web3 wallet' }).getByRole('link', { name: 'Wallet' }).click();
  const holdings = page.getByTestId('web3-holdings');
  await expect(holdings.getByRole('row', { name: /^USDT / })).toContainText('1,000', LOADED);
  await expect(holdings.getByRole('row', { name: /^ETH / })).toContainText('0.05', LOADED);

  // Swap 100 USDT for WBTC: quote, then signed here and recorded by the gateway.
  await page.getByRole('navigation', { name: 'Web3 wallet' }).getByRole('link', { name: 'Swap' }).click();
  const swap = page.getByTestId('web3-swap');
  await swap.getByLabel('Amount').fill('100');
  await expect(page.getByTestId('web3-quote-out')).toContainText('WBTC', LOADED);
  await expect(page.getByTestId('web3-quote')).toContainText('USDT → WBTC');
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByTestId('web3-swap-result')).toContainText(/received 0\.\d+ WBTC/, LOADED);
  const swaps = await page.request.get('/v1/web3/swaps');
  const recorded = ((await swaps.json()) as { data: { status: string; tokenOut: string }[] }).data;
  expect(recorded).toEqual([expect.objectContaining({ status: 'confirmed', tokenOut: 'WBTC' })]);

  // Wallet -> exchange: 50 USDT to my deposit address, with the confirm screen's gas estimate.
  await page.getByRole('navigation', { name: 'Web3 wallet' }).getByRole('link', { name: 'Transfer' }).click();
  await page.getByRole('radio', { name: 'Wallet to exchange' }).click();
  const deposit = page.getByTestId('web3-deposit-form');
  await deposit.getByLabel('Amount').fill('50');
  await deposit.getByRole('button', { name: 'Review' }).click();
  const confirm = page.getByTestId('web3-confirm');
  await expect(confirm).toContainText('Estimated gas', LOADED);
  await confirm.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByTestId('web3-deposit-sent')).toBeVisible(LOADED);
  await expect(page.getByTestId('web3-deposits')).toContainText('50 USDT', LOADED);
  await expect(page.getByTestId('web3-deposits')).toContainText('Credited');

  // The activity on the home page reads each transaction's state from the chain.
  await page.getByRole('navigation', { name: 'Web3 wallet' }).getByRole('link', { name: 'Wallet' }).click();
  const activity = page.getByTestId('web3-activity');
  await expect(activity.locator('li[data-kind="swap"] [data-state]')).toHaveAttribute(
    'data-state',
    'confirmed',
    LOADED,
  );
  await expect(activity.locator('li[data-kind="deposit"] [data-state]')).toHaveAttribute(
    'data-state',
    'confirmed',
    LOADED,
  );

  // Lock, a wrong passphrase, then the right one.
  await page.getByTestId('web3-bar').getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByTestId('web3-unlock')).toBeVisible();
  await page.getByLabel('Passphrase').fill('not the passphrase');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong passphrase.', LOADED);
  await page.getByLabel('Passphrase').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('web3-address')).toHaveText(address, LOADED);

  // Nothing secret on the wire or in storage in plain.
  const secrets = secretsOf(mnemonic);
  const wire = requests.join('\n').toLowerCase();
  const stored = (await storedText(page)).toLowerCase();
  expect(requests.length).toBeGreaterThan(20);
  for (const secret of secrets) {
    expect(wire.includes(secret.toLowerCase()), `wire carries ${secret.slice(0, 12)}…`).toBe(false);
    expect(stored.includes(secret.toLowerCase()), `storage holds ${secret.slice(0, 12)}…`).toBe(false);
  }
  expect(stored).toContain('pbkdf2-sha-256');
});
