import { expect, type Locator, type Page } from '@playwright/test';
import { unusedTotp } from '../../apps/server/test/support/unused-totp.ts';
import { codeSentBy } from './outbox.ts';
import { TEST_PASSWORD } from './register.ts';

/** How the account proves its second factor: a code e-mailed to it, or its authenticator. */
export type StepUpFactor = { email: string } | { googleSecret: string };

/**
 * Answers the step-up proof (issue #21 item 1) in its dialog as a person would: the password, then
 * the code (sent by the dialog's own button to the e-mail, read from the operator outbox; or the
 * authenticator's), then Confirm.
 */
async function answer(page: Page, dialog: Locator, factor: StepUpFactor, password: string): Promise<void> {
  await dialog.locator('#step-up-password').fill(password);
  let code: string;
  if ('googleSecret' in factor) {
    code = await unusedTotp(factor.googleSecret);
  } else {
    code = await codeSentBy(page.request, factor.email, () =>
      dialog.locator('[data-send="step-up"]').click(),
    );
  }
  await dialog.locator('#step-up-code').fill(code);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

/** Waits for the step-up dialog the last action opened, and answers it. */
export async function proveIdentity(
  page: Page,
  factor: StepUpFactor,
  password = TEST_PASSWORD,
): Promise<void> {
  const dialog = page.getByTestId('step-up-dialog');
  await expect(dialog).toBeVisible();
  await answer(page, dialog, factor, password);
}

/**
 * For journeys where a step-up is on the way but not what is tested: answers the dialog whenever
 * it opens (the page keeps a ticket for five minutes, so it does not open before every change).
 */
export async function answerStepUps(
  page: Page,
  factor: StepUpFactor,
  password = TEST_PASSWORD,
): Promise<void> {
  const dialog = page.getByTestId('step-up-dialog');
  await page.addLocatorHandler(dialog, (found) => answer(page, found, factor, password));
}
