import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import {
  expectOrderState,
  fundP2pWallet,
  LOADED,
  newP2pUser,
  nicknameOf,
  type P2pUser,
  p2pUsdt,
  proveByEmail,
} from './p2p-support.ts';

// Issue #25 in the browser against the server as `npm start` runs it: the demo user buys USDT
// from a simulated merchant (which releases after P2P_MERCHANT_DELAY_MS) and cancels another
// order, whose escrow returns to the merchant's ad; then two fresh users: A adds a payment method
// and publishes a sell ad, B takes it and marks paid, writes hostile HTML in the order's chat (A
// reads it as plain text, nothing runs), A releases with a second factor and B's P2P wallet holds
// the crypto; a second order of theirs goes to appeal once the wait has passed. In the same order
// B attaches an image that A sees (a file that only claims to be an image is refused), B opens A's
// merchant profile from the ad list, and both find the order's moves in their P2P records.

const MINUTE_SECONDS = 60;
/** A 1 by 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HOSTILE_CHAT =
  '<img src=x onerror="window.chatRan=true"><script>window.chatRan=true</script>Sent by <b>bank</b>, reference 25';

interface AdRow {
  id: string;
  remaining: string;
  minOrder: string;
  merchant: { nickname: string };
}

async function onlineSellAds(page: Page): Promise<AdRow[]> {
  const answer = await page.request.get('/v1/p2p/ads?side=sell&crypto=USDT&fiat=USD');
  return ((await answer.json()) as { data: AdRow[] }).data;
}

/** On /p2p (Buy, USDT, USD): takes `nickname`'s first ad for `fiat` and lands on the order page. */
async function buyFrom(page: Page, nickname: string, fiat: string): Promise<void> {
  await page.goto('/p2p');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: `Buy USDT: ${nickname}` })
    .first()
    .click();
  const dialog = page.getByTestId('p2p-take-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I pay').fill(fiat);
  await dialog.getByRole('button', { name: 'Buy USDT' }).click();
  await expect(page).toHaveURL(/\/p2p\/order\/[0-9a-f-]{36}$/, LOADED);
  await expectOrderState(page, 'Waiting for payment');
}

test('issue #25 the demo user buys USDT from a simulated merchant, who releases it', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, { returnTo: '/p2p' });
  const before = Number(await p2pUsdt(page));
  const merchant = (await onlineSellAds(page)).find((ad) => ad.merchant.nickname === 'HarborDesk');
  expect(merchant, 'the simulated merchant HarborDesk sells USDT for USD').toBeDefined();
  await buyFrom(page, merchant!.merchant.nickname, '20');
  const crypto = Number((await page.getByTestId('p2p-order-crypto').textContent())?.split(' ')[0]);
  expect(crypto).toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: "Pay to one of the seller's accounts" })).toBeVisible();
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expectOrderState(page, 'Completed');
  await expect(page.getByTestId('p2p-order-outcome')).toHaveText(
    'The seller released the crypto to the buyer.',
  );
  expect(Number(await p2pUsdt(page))).toBeCloseTo(before + crypto, 8);
});

test('issue #25 a Ukrainian visitor opens the market in hryvnia, the demo merchants selling for UAH', async ({
  page,
}) => {
  // A first visit in Ukrainian values in UAH (§3), a P2P fiat: the picker starts there.
  await page.goto('/uk/p2p');
  const picker = page.getByRole('combobox', { name: 'Валюта' });
  await expect(picker).toHaveValue('UAH', LOADED);
  await expect(page.getByRole('cell', { name: /UAH$/ }).first()).toBeVisible(LOADED);
  await picker.click();
  for (const fiat of ['UZS', 'AED', 'CAD', 'INR', 'ZAR', 'SEK'])
    await expect(page.getByRole('option', { name: fiat, exact: true })).toBeVisible();
});

test('issue #25 a cancelled order returns the escrow to the ad', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, { returnTo: '/p2p' });
  const ad = (await onlineSellAds(page)).find((row) => row.merchant.nickname === 'LumenOTC')!;
  await buyFrom(page, ad.merchant.nickname, ad.minOrder);
  const during = (await onlineSellAds(page)).find((row) => row.id === ad.id);
  expect(Number(during?.remaining)).toBeLessThan(Number(ad.remaining));
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expectOrderState(page, 'Cancelled');
  await expect(page.getByTestId('p2p-order-outcome')).toHaveText(
    'The buyer cancelled; the crypto returned to the seller.',
  );
  const after = (await onlineSellAds(page)).find((row) => row.id === ad.id);
  expect(after?.remaining).toBe(ad.remaining);
});

async function appealWith(page: Page, reason: string): Promise<void> {
  await page.getByRole('button', { name: 'Appeal' }).click();
  const appeal = page.getByTestId('p2p-appeal-dialog');
  await appeal.getByLabel('Reason for the appeal').fill(reason);
  await appeal.getByRole('button', { name: 'Appeal' }).click();
}

async function addBankAccount(user: P2pUser): Promise<void> {
  const { page } = user;
  await page.goto('/p2p/payment-methods');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const form = page.getByTestId('p2p-payment-form');
  await form.getByLabel('Account holder').fill('Ada Lovelace');
  await form.getByLabel('Bank name').fill('First Bank');
  await form.getByLabel('Account number').fill('12345678');
  await proveByEmail(page, form, user.email);
  await form.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page.getByTestId('p2p-methods')).toContainText('12345678', LOADED);
}

async function publishSellAd(user: P2pUser): Promise<void> {
  const { page } = user;
  await page.goto('/p2p/ads');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Post an ad' }).click();
  const form = page.getByTestId('p2p-ad-form');
  await form.getByLabel('Price', { exact: true }).fill('1');
  await form.getByLabel('Total amount').fill('60');
  await expect(form.getByTestId('p2p-ad-worth')).toHaveText('Worth: 60 USD');
  await form.getByLabel('Minimum per order').fill('10');
  await form.getByLabel('Maximum per order').fill('30');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(form).toBeHidden(LOADED);
  await page.getByRole('button', { name: /^Publish: Sell USDT\/USD/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Online' })).toHaveCount(1, LOADED);
  await expect(page.getByTestId('p2p-wallet')).toContainText('In ads: 60');
}

test('issue #25 two users: A publishes a sell ad, B takes it and pays, A releases, B holds the crypto; an appeal', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const seller = await newP2pUser(browser, 'p2p-a');
  await fundP2pWallet(seller, '100');
  await addBankAccount(seller);
  await publishSellAd(seller);
  const sellerName = await nicknameOf(seller.page);

  const buyer = await newP2pUser(browser, 'p2p-b');
  await buyFrom(buyer.page, sellerName, '25');
  await expect(buyer.page.getByTestId('p2p-order-crypto')).toHaveText('25 USDT');
  await expect(buyer.page.getByText('Account number: 12345678')).toBeVisible();
  await buyer.page.getByRole('button', { name: 'I have paid' }).click();
  await expectOrderState(buyer.page, 'Paid, waiting for release');

  await seller.page.goto('/p2p/orders');
  await seller.page
    .getByRole('link', { name: /^Sell USDT/ })
    .first()
    .click();
  await expectOrderState(seller.page, 'Paid, waiting for release');

  // The chat: B's hostile HTML reaches A's open page over the private channel as plain text, and
  // nothing in it runs.
  await seller.page.waitForLoadState('networkidle');
  await buyer.page.getByPlaceholder('Message').fill(HOSTILE_CHAT);
  await buyer.page.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.page.getByTestId('p2p-chat-log')).toContainText('Sent by bank, reference 25');
  await expect(seller.page.getByTestId('p2p-chat-log')).toContainText('Sent by bank, reference 25', LOADED);
  await expect(seller.page.getByTestId('p2p-chat-log').locator('img, script, b')).toHaveCount(0);
  expect(await seller.page.evaluate(() => (window as { chatRan?: boolean }).chatRan)).toBeUndefined();
  expect(await buyer.page.evaluate(() => (window as { chatRan?: boolean }).chatRan)).toBeUndefined();

  // §7 an image: B attaches a PNG and A's open page shows it; HTML dressed as a PNG is refused
  // by the gateway in B's language, and an SVG before it is sent.
  const file = buyer.page.getByTestId('p2p-chat-file');
  await file.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  const sellerImage = seller.page.getByTestId('p2p-chat-log').locator('img.p2p-chat__image');
  await expect(sellerImage).toHaveCount(1, LOADED);
  await expect(sellerImage).toHaveAttribute('alt', /^Image from /);
  await expect
    .poll(
      () => sellerImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      LOADED,
    )
    .toBe(1);
  await expect(buyer.page.getByTestId('p2p-chat-log').locator('img.p2p-chat__image')).toHaveCount(1);
  await file.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body onload="window.chatRan=true">'),
  });
  const chatAlert = buyer.page.locator('.p2p-chat').getByRole('alert');
  await expect(chatAlert).toHaveText(
    'Attach a PNG, JPEG, GIF or WebP image; this file is none of them',
    LOADED,
  );
  await file.setInputFiles({
    name: 'x.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>window.chatRan=true</script></svg>'),
  });
  await expect(chatAlert).toHaveText('Choose a PNG, JPEG, GIF or WebP image.');
  await expect(seller.page.getByTestId('p2p-chat-log').locator('img')).toHaveCount(1);

  await seller.page.getByRole('button', { name: 'Confirm receipt and release' }).click();
  const release = seller.page.getByTestId('p2p-release-dialog');
  await proveByEmail(seller.page, release, seller.email);
  await release.getByRole('button', { name: 'Confirm receipt and release' }).click();
  await expectOrderState(seller.page, 'Completed');

  await expectOrderState(buyer.page, 'Completed');

  // A's merchant profile, opened from the ad list: the completed order counts, the ad is listed.
  await buyer.page.goto('/p2p');
  await buyer.page.getByRole('link', { name: sellerName }).first().click();
  await expect(buyer.page.getByRole('heading', { name: sellerName })).toBeVisible(LOADED);
  await expect(buyer.page.locator('.p2p-facts dd').first()).toHaveText('1');
  await expect(buyer.page.getByTestId('p2p-merchant-ads')).toContainText('Sell USDT · 1 USD');

  // Both sides' P2P records carry the order's moves.
  await buyer.page.goto('/record/p2p');
  await expect(buyer.page.getByRole('row').filter({ hasText: 'Received from an order' })).toContainText(
    '+25 USDT',
    LOADED,
  );
  await seller.page.goto('/record/p2p');
  const sellerRecords = seller.page.getByRole('row');
  await expect(sellerRecords.filter({ hasText: 'Released to the buyer' })).toContainText('-25 USDT', LOADED);
  await expect(sellerRecords.filter({ hasText: 'Locked in order escrow' })).toContainText('-25 USDT');
  await expect(sellerRecords.filter({ hasText: 'Locked in a sell ad' })).toContainText('-60 USDT');
  await expect(sellerRecords.filter({ hasText: 'Transfer in from spot' })).toContainText('+100 USDT');

  await buyer.page.goto('/p2p/ads');
  await expect(buyer.page.getByTestId('p2p-wallet').locator('[data-asset="USDT"]')).toContainText(
    'Available: 25',
    LOADED,
  );

  // The appeal: B pays a second order, the seller does not release, and after the wait B appeals.
  await buyFrom(buyer.page, sellerName, '10');
  await buyer.page.getByRole('button', { name: 'I have paid' }).click();
  await expectOrderState(buyer.page, 'Paid, waiting for release');
  await appealWith(buyer.page, 'Too early');
  await expect(buyer.page.getByTestId('p2p-appeal-dialog').getByRole('alert')).toHaveText(
    'You can appeal once the waiting time after payment has passed',
  );
  await buyer.page.keyboard.press('Escape');
  const moved = await buyer.page.request.post('/v1/dev/clock', { data: { seconds: 16 * MINUTE_SECONDS } });
  expect(moved.ok()).toBe(true);
  await appealWith(buyer.page, 'Paid by bank transfer, not released');
  await expectOrderState(buyer.page, 'Under appeal');
  await expect(
    buyer.page.getByText('Reason for the appeal: Paid by bank transfer, not released'),
  ).toBeVisible();
});

test('issue #25 my ads: take offline, edit the price, add crypto, publish again and close; the wallet follows', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const seller = await newP2pUser(browser, 'p2p-ads');
  await fundP2pWallet(seller, '100');
  await addBankAccount(seller);
  await publishSellAd(seller);
  const { page } = seller;
  const row = page.getByRole('row').filter({ hasText: 'Sell USDT/USD' });
  const wallet = page.getByTestId('p2p-wallet').locator('[data-asset="USDT"]');

  await page.getByRole('button', { name: /^Take offline: Sell USDT\/USD/ }).click();
  await expect(row).toContainText('Offline', LOADED);

  await page.getByRole('button', { name: /^Edit: Sell USDT\/USD/ }).click();
  const form = page.getByTestId('p2p-ad-form');
  await expect(form.getByLabel('Price', { exact: true })).toHaveValue('1');
  await form.getByLabel('Price', { exact: true }).fill('1.02');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden(LOADED);
  await expect(row).toContainText('1.02 USD');

  await page.getByRole('button', { name: /^Add crypto: Sell USDT\/USD/ }).click();
  const putCoin = page.getByTestId('p2p-put-coin-dialog');
  await putCoin.getByLabel('Amount').fill('20');
  await putCoin.getByRole('button', { name: 'Add crypto' }).click();
  await expect(putCoin).toBeHidden(LOADED);
  await expect(row).toContainText('80 / 80 USDT');
  await expect(wallet).toContainText('Available: 20');
  await expect(wallet).toContainText('In ads: 80');

  await page.getByRole('button', { name: /^Publish: Sell USDT\/USD/ }).click();
  await expect(row).toContainText('Online', LOADED);
  await page.getByRole('button', { name: /^Close: Sell USDT\/USD/ }).click();
  await expect(row).toContainText('Completed', LOADED);
  await expect(wallet).toContainText('Available: 100');
  await expect(wallet).toContainText('In ads: 0');
});
