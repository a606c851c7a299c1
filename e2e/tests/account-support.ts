import { expect, type Page, test } from '@playwright/test';
import { DEVICE_IDENTITY_KEY } from '../support/known-device.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';

/**
 * Registers a fresh account through the real sign-up page and answers its e-mail address. The
 * browser first computes its device identity on a page of its own: on a loaded machine the page
 * is idle before the fingerprint is ready, and a code sent in that gap goes out with the device
 * token but without the terminal code, which the gateway refuses (00006 terminalMismatch).
 */
export async function registerAccount(page: Page, tag: string): Promise<string> {
  await page.goto('/register');
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), DEVICE_IDENTITY_KEY), {
      timeout: 15_000,
    })
    .not.toBeNull();
  const email = uniqueEmail(tag);
  await registerByEmail(page, email);
  return email;
}

/** The theme cookie the shell reads (`black` dark, `white` light), set before the first page load. */
export async function applyTheme(page: Page, cookieTheme: 'black' | 'white'): Promise<void> {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme: cookieTheme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

/** Creates a sub-account on the /subaccount page of a main-account session. */
export async function createSubAccount(page: Page, name: string): Promise<void> {
  await page.goto('/subaccount');
  await page.waitForLoadState('networkidle');
  await page.locator('#sub-name').fill(name);
  await page.locator('form[data-form="sub-create"] button[type="submit"]').click();
  await expect(page.getByTestId('sub-list').getByRole('row').filter({ hasText: name })).toBeVisible();
}

/** Waits for the toast with this text: the way each change reports success. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
