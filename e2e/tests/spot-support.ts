import { expect, type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/log-in.ts';

/**
 * Reads a book row's price and clicks it in one step of the page: the live book re-renders every
 * frame, so reading and clicking separately could pick a price that has already moved.
 */
export async function clickRowReadingPrice(row: Locator): Promise<string> {
  return row.evaluate((button: HTMLElement) => {
    const price = button.querySelector('.spot-book__price')?.textContent ?? '';
    button.click();
    return price;
  });
}

/**
 * Logs in once the browser's device identity exists. On a busy machine the fingerprint can finish
 * after the first device token was fetched without it, and the gateway then refuses the login as
 * coming from another terminal (00006 terminalMismatch). Letting the identity settle first and
 * dropping a token fetched before it makes the login page fetch one bound to this terminal.
 */
export async function logInWithSettledDevice(page: Page, returnTo: string): Promise<void> {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('tl_device_identity')), { timeout: 30_000 })
    .not.toBeNull();
  await page.context().clearCookies({ name: 'tl_device_token' });
  await logIn(page, { returnTo });
}
