import { expect, type Page } from '@playwright/test';
import { latestCode } from './outbox.ts';

export const TEST_PASSWORD = 'Harbour2026tide';

/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.tideline.test`;
}

/**
 * Registers a new account by e-mail through the real sign-up page, reading the code from the
 * development outbox; ends on the account overview, logged in.
 */
export async function registerByEmail(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.waitForLoadState('networkidle');
  const form = page.locator('form[data-form="register"]');
  await form.locator('#register-email-email').fill(email);
  const sentAfter = Date.now() - 1000;
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user/public/sendCode');
  await form.locator('[data-send="email"]').click();
  const sent = (await (await answer).json()) as { code: unknown; msg: string };
  expect(String(sent.code), sent.msg).toMatch(/^0+$/);
  await form.locator('#register-email-emailCode').fill(await latestCode(page.request, email, sentAfter));
  await form.locator('#register-email-password').fill(password);
  await form.locator('#register-email-confirmPassword').fill(password);
  await form.locator('button[type="submit"]').click();
  // Sign-up hashes the password and opens a session: on a loaded machine that outlasts an
  // expectation's default 5 s, and a caller's retry after a sign-up that did finish finds the
  // login page ("Your login has expired"), not the form, and waits there until the test times out.
  await expect(page).toHaveURL(/\/account$/, { timeout: 60_000 });
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();
}
