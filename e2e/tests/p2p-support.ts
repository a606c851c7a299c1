import { type Browser, expect, type Page } from '@playwright/test';
import { codeSentBy } from '../support/outbox.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';

/** Pages wait for their data and the merchants walk their side on a timer: generous on 2 cores. */
export const LOADED = { timeout: 60_000 };

export interface P2pUser {
  page: Page;
  email: string;
}

/** A fresh account in its own browser context (registration logs it in). */
export async function newP2pUser(browser: Browser, tag: string): Promise<P2pUser> {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(tag);
  await registerByEmail(page, email);
  return { page, email };
}

/** Credits USDT through the development deposit (on with `npm start`) and moves it into the P2P wallet. */
export async function fundP2pWallet(user: P2pUser, amount: string): Promise<void> {
  const credited = await user.page.request.post('/v1/asset/deposit/simulate', {
    data: { asset: 'USDT', amount },
  });
  expect(credited.ok()).toBe(true);
  const moved = await user.page.request.post('/v1/p2p/transfer', {
    data: { direction: 'in', asset: 'USDT', amount },
  });
  expect(await moved.json()).toMatchObject({ status: 'success' });
}

/** The name other users see on the user's ads (read from their own ads' merchant record). */
export async function nicknameOf(page: Page): Promise<string> {
  const answer = await page.request.get('/v1/p2p/ad/mine');
  const ads = ((await answer.json()) as { data: { merchant: { nickname: string } }[] }).data;
  expect(ads.length).toBeGreaterThan(0);
  return ads[0]!.merchant.nickname;
}

/** The gateway e-mails one code per address a minute (protocol §3.2). */
const CODE_INTERVAL_MS = 61_000;
const lastCodeAt = new Map<string, number>();

/**
 * Answers the second-factor fields of a P2P form with a code e-mailed to `email`, waiting out the
 * one-a-minute limit when this test asked for a code for the same address shortly before.
 */
export async function proveByEmail(scope: Page, form: ReturnType<Page['getByTestId']>, email: string) {
  const wait = (lastCodeAt.get(email) ?? 0) + CODE_INTERVAL_MS - Date.now();
  if (wait > 0) await scope.waitForTimeout(wait);
  await form.getByLabel('E-mail address').fill(email);
  lastCodeAt.set(email, Date.now());
  const code = await codeSentBy(scope.request, email, () => form.locator('[data-send="p2p-code"]').click());
  await form.getByLabel('E-mail code').fill(code);
}

/** The order page's state word once it reads `state`. */
export async function expectOrderState(page: Page, state: string): Promise<void> {
  await expect(page.getByTestId('p2p-order-state')).toHaveText(state, LOADED);
}

export async function p2pUsdt(page: Page): Promise<string> {
  const answer = await page.request.get('/v1/p2p/wallet');
  const wallet = ((await answer.json()) as { data: { asset: string; available: string }[] }).data;
  return wallet.find((row) => row.asset === 'USDT')?.available ?? '0';
}
