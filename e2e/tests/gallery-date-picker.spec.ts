import { expect, type Page, test } from '@playwright/test';

// Issue 6 "Done when": the DatePicker journeys of spec §4/§5 on the gallery, in real Chromium.
// The browser clock is fixed to Wednesday 11 March 2026 so the calendars are the same on every run.
// The gallery's pickers: "Date", "Weekday" (Saturdays and Sundays disabled), "Date range" (daterange).
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

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
const TODAY = new Date(2026, 2, 11, 10, 0, 0);

async function openGallery(page: Page, viewport: { width: number; height: number }) {
  await page.clock.setFixedTime(TODAY);
  await page.setViewportSize(viewport);
  await page.goto('/design-system');
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  await section(page).scrollIntoViewIfNeeded();
}

const section = (page: Page) => page.locator('[data-widget="DatePicker"]');
const input = (page: Page, name: string) => section(page).getByRole('combobox', { name, exact: true });
// Days of the shown month only: a neighbouring month's trailing days repeat in the range panel.
const day = (page: Page, label: string) =>
  page.getByRole('gridcell', { name: label, exact: true }).and(page.locator(':not([data-outside])'));

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`DatePicker at ${width} width (${viewport.width}x${viewport.height})`, () => {
    test.beforeEach(async ({ page }) => openGallery(page, viewport));

    test('§4 a click opens the date grid on the current month; a click on a day picks it and closes', async ({
      page,
    }) => {
      const date = input(page, 'Date');
      await date.click();
      const panel = page.getByRole('dialog', { name: 'Date' });
      await expect(panel).toBeVisible();
      await expect(date).toHaveAttribute('aria-expanded', 'true');
      const grid = panel.getByRole('grid', { name: 'March 2026' });
      // Spec §9: 6 rows of 7 days.
      await expect(grid.getByRole('row')).toHaveCount(7);
      await expect(grid.getByRole('gridcell')).toHaveCount(42);
      await expect(day(page, 'Wednesday, March 11, 2026')).toHaveAttribute('aria-current', 'date');
      await day(page, 'Friday, March 20, 2026').click();
      await expect(panel).toHaveCount(0);
      await expect(date).toHaveValue('2026-03-20');
      await expect(date).toHaveAttribute('aria-expanded', 'false');

      await date.click();
      await expect(day(page, 'Friday, March 20, 2026')).toHaveAttribute('aria-selected', 'true');
    });

    test('§5 ArrowDown opens the grid with focus on today; arrow keys skip disabled days; Enter picks', async ({
      page,
    }) => {
      const weekday = input(page, 'Weekday');
      await weekday.focus();
      await page.keyboard.press('ArrowDown');
      const today = day(page, 'Wednesday, March 11, 2026');
      await expect(today).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(day(page, 'Thursday, March 12, 2026')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(day(page, 'Friday, March 13, 2026')).toBeFocused();
      await expect(day(page, 'Saturday, March 14, 2026')).toHaveAttribute('aria-disabled', 'true');
      // Saturday 14 and Sunday 15 are disabled: the next enabled day is Monday 16.
      await page.keyboard.press('ArrowRight');
      await expect(day(page, 'Monday, March 16, 2026')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(day(page, 'Friday, March 13, 2026')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(day(page, 'Friday, March 20, 2026')).toBeFocused();
      // A click on a disabled day does nothing.
      await day(page, 'Sunday, March 15, 2026').click({ force: true });
      await expect(page.getByRole('dialog', { name: 'Weekday' })).toBeVisible();
      await day(page, 'Friday, March 20, 2026').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Weekday' })).toHaveCount(0);
      await expect(weekday).toHaveValue('2026-03-20');
    });

    test('§4 a range: first click starts, second ends with the earlier date first; confirm waits for a valid range', async ({
      page,
    }) => {
      const start = input(page, 'Start date');
      const end = input(page, 'End date');
      await start.click();
      const panel = page
        .getByRole('dialog', { name: 'Start date' })
        .or(page.getByRole('dialog', { name: 'Date range' }));
      await expect(panel).toBeVisible();
      const confirm = panel.getByRole('button', { name: 'OK' });
      await expect(confirm).toBeDisabled();
      await day(page, 'Friday, March 20, 2026').click();
      await expect(start).toHaveValue('2026-03-20');
      await expect(confirm).toBeDisabled();
      await day(page, 'Thursday, March 12, 2026').click();
      // The later first click becomes the end.
      await expect(start).toHaveValue('2026-03-12');
      await expect(end).toHaveValue('2026-03-20');
      await expect(day(page, 'Monday, March 16, 2026')).toHaveAttribute('data-in-range', 'true');
      await expect(day(page, 'Monday, March 23, 2026')).not.toHaveAttribute('data-in-range');
      await expect(confirm).toBeEnabled();
      // A third click starts again and confirm waits for the second.
      await day(page, 'Wednesday, April 1, 2026').click();
      await expect(confirm).toBeDisabled();
      await day(page, 'Friday, April 10, 2026').click();
      await confirm.click();
      await expect(panel).toHaveCount(0);
      await expect(start).toHaveValue('2026-04-01');
      await expect(end).toHaveValue('2026-04-10');
    });

    test('§5 typed text is accepted only when it parses and the day is allowed', async ({ page }) => {
      const date = input(page, 'Date');
      await date.click();
      await date.fill('not a date');
      await date.press('Enter');
      await expect(date).toHaveValue('');
      // 30 February does not exist: it must be refused, not rolled over to 2 March.
      await date.fill('2026-02-30');
      await date.press('Enter');
      await expect(date).toHaveValue('');
      await date.fill('2026-03-05');
      await date.press('Enter');
      await expect(date).toHaveValue('2026-03-05');
      await expect(page.getByRole('dialog', { name: 'Date' })).toHaveCount(0);

      const weekday = input(page, 'Weekday');
      await weekday.click();
      // 14 March 2026 is a Saturday, disabled in this picker.
      await weekday.fill('2026-03-14');
      await weekday.press('Enter');
      await expect(weekday).toHaveValue('');
      await weekday.fill('2026-03-13');
      await weekday.press('Enter');
      await expect(weekday).toHaveValue('2026-03-13');
    });

    test('§4 Escape closes the picker and returns focus to its input', async ({ page }) => {
      const date = input(page, 'Date');
      await date.focus();
      await page.keyboard.press('ArrowDown');
      await expect(day(page, 'Wednesday, March 11, 2026')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Date' })).toHaveCount(0);
      await expect(date).toBeFocused();
      await expect(date).toHaveValue('');
    });
  });
}

test.describe('DatePicker dialog form on mobile (375x740)', () => {
  test.beforeEach(async ({ page }) => openGallery(page, MOBILE));

  test('§4 on mobile the picker opens as a modal dialog that keeps focus inside', async ({ page }) => {
    await input(page, 'Date').click();
    const dialog = page.getByRole('dialog', { name: 'Date' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('.tl-picker-dialog')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('DatePicker popover form on desktop (1280x800)', () => {
  test.beforeEach(async ({ page }) => openGallery(page, DESKTOP));

  test('§4 on desktop the picker is a popover under the input, not a modal, and an outside click closes it', async ({
    page,
  }) => {
    const date = input(page, 'Date');
    await date.click();
    const popover = page.getByRole('dialog', { name: 'Date' });
    await expect(popover).toBeVisible();
    await expect(popover).not.toHaveAttribute('aria-modal');
    await expect(page.locator('.tl-picker-dialog')).toHaveCount(0);
    const anchor = await date.boundingBox();
    const box = await popover.boundingBox();
    expect(anchor && box && box.y >= anchor.y + anchor.height).toBe(true);
    await page.mouse.click(5, 5);
    await expect(popover).toHaveCount(0);
  });
});
