import { expect, type Page, test } from '@playwright/test';

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
