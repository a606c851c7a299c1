import { expect, type Page, test } from '@playwright/test';
import { unusedTotp } from '../../apps/server/test/support/unused-totp.ts';
import { axeViolations } from '../support/axe.ts';
import { latestCode } from '../support/outbox.ts';
import { TEST_PASSWORD } from '../support/register.ts';
import { answerStepUps } from '../support/step-up.ts';
import { applyTheme, expectToast, registerAccount } from './account-support.ts';

// Issue #20 item 6: /modifyverification changes the second factor with the password, the factor in
// force and the new one (protocol §3.5.1); the change locks withdrawals for 24 hours.

const DEMO_FLAG = 'simulation-trade';

/** Turns the authenticator on from the security page; answers its secret. */
async function enableGoogle(page: Page): Promise<string> {
  await page.goto('/account/security');
  await page.waitForLoadState('networkidle');
  await page.locator('[data-action="enable-google"]').click();
  const secret = (await page.getByTestId('google-secret').textContent()) ?? '';
  await page.locator('#google-bind-code').fill(await unusedTotp(secret));
  await page.locator('form[data-form="google-bind"] button[type="submit"]').click();
  await expect(page.getByTestId('google-status')).toHaveAttribute('data-on', 'true');
  return secret;
}

/** A phone number no other test uses. */
function uniqueMobile(): string {
  return `7${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
}

test('§2 from the authenticator to a new phone: every factor is asked for, then withdrawals lock for 24 hours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await registerAccount(page, 'verify');
  await answerStepUps(page, { email });
  const secret = await enableGoogle(page);
  await page.goto('/modifyverification');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('verification-method')).toHaveAttribute('data-method', 'google');
  // Binding the authenticator was a step-up change (issue #21 item 1): withdrawals wait a day.
  await expect(page.getByTestId('verification-lock')).toHaveText(
    'Withdrawals are locked for 24 more hours after the last security change.',
  );
  const form = page.locator('form[data-form="modify-verification"]');

  // The form asks for a method before anything else.
  await form.locator('button[type="submit"]').click();
  await expect(form.getByText('Choose a new method.')).toBeVisible();

  // The method in force is not offered; the radio group moves by keyboard.
  const methods = form.getByRole('radiogroup', { name: 'New method' });
  await expect(methods.getByRole('radio')).toHaveText(['Email', 'Phone']);
  await methods.getByRole('radio', { name: 'Email' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(methods.getByRole('radio', { name: 'Phone' })).toHaveAttribute('aria-checked', 'true');

  // The account has no phone: the new number is asked for and proved with a code sent to it.
  const mobile = uniqueMobile();
  await page.locator('#verification-new-area-code').fill('+44');
  await page.locator('#verification-new-mobile').fill(mobile);
  const sentAfter = Date.now() - 1000;
  await form.locator('[data-send="new"]').click();
  await expectToast(page, 'Code sent');
  await page
    .locator('#verification-new-code')
    .fill(await latestCode(page.request, `+44 ${mobile}`, sentAfter));
  await page.locator('#verification-current-code').fill(await unusedTotp(secret));

  // A wrong password is refused by the gateway, and nothing changes.
  await page.locator('#verification-password').fill('NotMyPassw0rd');
  await form.locator('button[type="submit"]').click();
  await expectToast(page, 'Incorrect account or password');
  await expect(page.getByTestId('verification-method')).toHaveAttribute('data-method', 'google');

  await page.locator('#verification-password').fill(TEST_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expectToast(page, 'Your verification method is now Phone. Withdrawals are locked for 24 hours.');
  await expect(page.getByTestId('verification-method')).toHaveAttribute('data-method', 'mobile');
  await expect(page.getByTestId('verification-current')).toContainText(
    `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
  );
  await expect(page.getByTestId('verification-lock')).toHaveText(
    'Withdrawals are locked for 24 more hours after the last security change.',
  );
  // The authenticator is off now: the security page says so.
  await page.goto('/account/security');
  await expect(page.getByTestId('google-status')).toHaveAttribute('data-on', 'false');
});

test('§2 §9 /modifyverification at 1440 and 390 px, both themes, Arabic and demo mode: axe finds nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerAccount(page, 'verify-a11y');
  // Each pair of theme, language and width is met once (light English wide, dark Arabic narrow,
  // dark English wide with the authenticator set-up open, light Arabic narrow in demo mode).
  const states = [
    { theme: 'white', prefix: '', width: 1440, setUp: false, demo: false },
    { theme: 'black', prefix: '/ar', width: 390, setUp: false, demo: false },
    { theme: 'black', prefix: '', width: 1440, setUp: true, demo: false },
    { theme: 'white', prefix: '/ar', width: 390, setUp: false, demo: true },
  ] as const;
  for (const state of states) {
    const label = `${state.theme} ${state.prefix || 'en'} ${state.width}px${state.demo ? ' demo' : ''}`;
    await applyTheme(page, state.theme);
    await page.setViewportSize({ width: state.width, height: state.width > 800 ? 900 : 844 });
    if (state.demo) await page.evaluate((key) => localStorage.setItem(key, '1'), DEMO_FLAG);
    await page.goto(`${state.prefix}/modifyverification`);
    await page.waitForLoadState('networkidle');
    // Demo mode allows the page (spec §2 exact allow-list): no redirect to the spot page.
    await expect(page).toHaveURL(new RegExp(`${state.prefix}/modifyverification$`));
    if (state.demo) await expect(page.getByTestId('demo-badge')).toBeVisible();
    await expect(page.getByTestId('verification-method')).toHaveAttribute('data-method', 'email');
    await expect(page.locator('html')).toHaveAttribute('dir', state.prefix ? 'rtl' : 'ltr');
    // No sideways scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(
      state.width,
    );
    const form = page.locator('form[data-form="modify-verification"]');
    if (state.setUp) {
      await form.getByRole('radio').first().click();
      await form.locator('[data-action="prepare-google"]').click();
      await expect(page.getByTestId('verification-google-secret')).not.toBeEmpty();
    }
    // With the form's messages showing, as a visitor who submits too early meets them.
    await form.locator('button[type="submit"]').click();
    await page.mouse.move(0, 0);
    expect(await axeViolations(page, label)).toEqual([]);
  }
});
