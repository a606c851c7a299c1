import { expect, type Page, test } from '@playwright/test';

// Issue 6 "Done when": the MessageBox journeys of spec §4/§5 from the gallery's buttons, in real
// Chromium. The gallery writes how each promise settled into the section's output.
/** The page is server-rendered: a control is interactive only once React has hydrated it. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const control = document.querySelector('[data-widget="DatePicker"] input');
      return Boolean(control && Object.keys(control).some((key) => key.startsWith('__reactProps')));
      // Polled on a timer: the date-picker tests fix the clock, which also holds animation frames.
    },
    undefined,
    { polling: 100 },
  );
}

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 375, height: 740 }],
] as const;

const section = (page: Page) => page.locator('[data-widget="MessageBox"]');
const trigger = (page: Page, name: string) => section(page).getByRole('button', { name, exact: true });
const outcome = (page: Page) => section(page).locator('output');
const boxes = (page: Page) => page.locator('.tl-message-box');

async function clickOutside(page: Page) {
  const viewport = page.viewportSize();
  // The bottom-left corner is mask: the box sits 30vh from the top and is centred.
  await page.mouse.click(4, (viewport?.height ?? 740) - 4);
}

async function expectFocusStaysInside(page: Page, dialogRole: 'alertdialog' | 'dialog', presses: number) {
  const dialog = page.getByRole(dialogRole);
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
}

for (const [width, viewport] of VIEWPORTS) {
  test.describe(`MessageBox at ${width} width (${viewport.width}x${viewport.height})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/design-system');
      await page.waitForLoadState('networkidle');
      await waitForHydration(page);
      await section(page).scrollIntoViewIfNeeded();
    });

    test('§4 alert: focus on OK, an outside click does not close it, Escape rejects with close, focus returns', async ({
      page,
    }) => {
      await trigger(page, 'Alert').click();
      const alert = page.getByRole('alertdialog', { name: 'Message' });
      await expect(alert).toBeVisible();
      await expect(alert).toHaveAttribute('aria-modal', 'true');
      await expect(alert).toHaveAccessibleDescription('Your session will expire in 5 minutes.');
      await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
      await expect(alert.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
      await clickOutside(page);
      await expect(alert).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(alert).toHaveCount(0);
      await expect(outcome(page)).toHaveText('rejected: close');
      await expect(trigger(page, 'Alert')).toBeFocused();

      await trigger(page, 'Alert').click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      await expect(outcome(page)).toHaveText('resolved: "confirm"');
    });

    test('§4 confirm: an outside click closes it; Cancel rejects with cancel; focus is trapped and returned', async ({
      page,
    }) => {
      await trigger(page, 'Confirm').click();
      const confirm = page.getByRole('alertdialog', { name: 'Message' });
      await expect(confirm).toHaveAccessibleDescription('Cancel all 3 open orders?');
      await clickOutside(page);
      await expect(confirm).toHaveCount(0);
      await expect(outcome(page)).toHaveText('rejected: close');
      await expect(trigger(page, 'Confirm')).toBeFocused();

      await trigger(page, 'Confirm').click();
      await expect(confirm.getByRole('button', { name: 'OK' })).toBeFocused();
      await expectFocusStaysInside(page, 'alertdialog', 6);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(outcome(page)).toHaveText('rejected: cancel');
      await expect(trigger(page, 'Confirm')).toBeFocused();

      await trigger(page, 'Confirm').click();
      await confirm.getByRole('button', { name: 'Close' }).click();
      await expect(outcome(page)).toHaveText('rejected: close');
    });

    test('§5 prompt: the pattern shows "Illegal input", Enter does not confirm an invalid value and confirms a valid one', async ({
      page,
    }) => {
      await trigger(page, 'Prompt').click();
      const prompt = page.getByRole('dialog', { name: 'Message' });
      const field = prompt.getByRole('textbox', { name: 'Email for the trade report' });
      await expect(field).toBeFocused();
      await field.fill('not-an-email');
      await expect(prompt.getByRole('alert')).toHaveText('Illegal input');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Illegal input');
      await field.press('Enter');
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: 'OK' }).click();
      await expect(prompt).toBeVisible();
      await expect(outcome(page)).toHaveText('');

      await field.fill('trader@example.com');
      await expect(prompt.getByRole('alert')).toHaveCount(0);
      await expect(field).toHaveAttribute('aria-invalid', 'false');
      await expectFocusStaysInside(page, 'dialog', 4);
      await field.focus();
      await field.press('Enter');
      await expect(prompt).toHaveCount(0);
      await expect(outcome(page)).toHaveText('resolved: {"action":"confirm","value":"trader@example.com"}');
      await expect(trigger(page, 'Prompt')).toBeFocused();
    });

    test('§4 boxes are queued and shown one at a time, oldest first', async ({ page }) => {
      await trigger(page, 'Queue two').click();
      await expect(boxes(page)).toHaveCount(1);
      const first = page.getByRole('alertdialog');
      await expect(first).toHaveAccessibleDescription('First in the queue: funding settled.');
      await expect(first.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(outcome(page)).toHaveText('resolved: "confirm"');
      await expect(boxes(page)).toHaveCount(1);
      const second = page.getByRole('alertdialog');
      await expect(second).toHaveAccessibleDescription('Second in the queue: close the position?');
      await expect(second.getByRole('button', { name: 'OK' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(boxes(page)).toHaveCount(0);
      await expect(outcome(page)).toHaveText('rejected: close');
    });

    test('§9 the box is centred 30vh from the top and fits the viewport', async ({ page }) => {
      await trigger(page, 'Confirm').click();
      const box = await page.getByRole('alertdialog').boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toHaveCSS('margin-top', `${viewport.height * 0.3}px`);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Small confirm: 396 px where it fits.
      if (viewport.width > 396) expect(Math.round(box.width)).toBe(396);
      expect(Math.abs(box.x - (viewport.width - box.x - box.width))).toBeLessThanOrEqual(1);
    });
  });
}
