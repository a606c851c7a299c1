import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

// Issue 6 "Done when" / design §6: axe finds no violations on the gallery at rest and with the
// Select menu, the date picker and a message box open, in both themes and in Arabic (right to left),
// at desktop and mobile widths. The theme is the preference cookie the shell reads.
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

const THEMES = [
  { name: 'dark', cookie: 'black' },
  { name: 'light', cookie: 'white' },
] as const;
const LOCALES = [
  { name: 'English', path: '/design-system', dir: 'ltr' },
  { name: 'Arabic', path: '/ar/design-system', dir: 'rtl' },
] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

async function chooseTheme(page: Page, cookieTheme: string) {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme: cookieTheme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

async function expectNoViolations(page: Page, state: string) {
  // The pointer rests off every control so hover styles do not decide the colours scanned.
  await page.mouse.move(0, 0);
  // Colours are scanned at rest: mid fade-in a dialog's partial opacity blends its colours.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { polling: 100 },
  );
  const summary = await axeViolations(page, `${state}`);
  expect(summary).toEqual([]);
}

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);
// The open Select's options: in the dropdown menu on desktop, in the action sheet on mobile.
const widgetOptions = (page: Page) => page.locator('.tl-select__menu, .tl-action-sheet').getByRole('option');

// Four full scans of the whole gallery per test take 40-55 s on a loaded 2-core machine: a bound of
// two minutes, not the default one, so a slow machine does not fail a clean page.
test.describe.configure({ timeout: 120_000 });

for (const theme of THEMES) {
  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      test(`§9 axe: gallery at rest and with Select, DatePicker and MessageBox open (${locale.name}, ${theme.name} theme, ${viewport.name})`, async ({
        page,
      }) => {
        await chooseTheme(page, theme.cookie);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(locale.path);
        await page.waitForLoadState('networkidle');
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
        await expectNoViolations(page, 'at rest');

        // Select: the filterable single select, and the multiple one with tags chosen.
        const select = widget(page, 'Select').getByRole('combobox').first();
        await select.scrollIntoViewIfNeeded();
        await select.click();
        await expect(select).toHaveAttribute('aria-expanded', 'true');
        await expect(widgetOptions(page).first()).toBeVisible();
        await expectNoViolations(page, 'select open');
        await widgetOptions(page).nth(1).click();
        if ((await select.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
        await expect(select).toHaveAttribute('aria-expanded', 'false');
        const multiple = widget(page, 'Select').getByRole('combobox').nth(2);
        await multiple.click();
        await widgetOptions(page).first().click();
        await widgetOptions(page).nth(1).click();
        await expectNoViolations(page, 'multiple select open with tags');
        await page.keyboard.press('Escape');
        await expect(multiple).toHaveAttribute('aria-expanded', 'false');

        // DatePicker: the single date grid, then the range panel with a range chosen.
        const date = widget(page, 'DatePicker').getByRole('combobox').first();
        await date.scrollIntoViewIfNeeded();
        await date.focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('grid').first()).toBeVisible();
        await expectNoViolations(page, 'date picker open');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('grid')).toHaveCount(0);
        const rangeStart = widget(page, 'DatePicker')
          .locator('[data-type="daterange"] [role="combobox"]')
          .first();
        await rangeStart.click();
        const cells = page.locator('[role="gridcell"]:not([data-outside]):not([aria-disabled])');
        await cells.nth(3).click();
        await cells.nth(9).click();
        await expectNoViolations(page, 'date range picker open with a range');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('grid')).toHaveCount(0);

        // MessageBox: confirm, then a prompt showing its validation message.
        const buttons = widget(page, 'MessageBox').getByRole('button');
        await buttons.nth(1).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoViolations(page, 'confirm open');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await buttons.nth(2).click();
        await page.getByRole('dialog').getByRole('textbox').fill('x');
        await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
        await expectNoViolations(page, 'prompt open with its error');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    }
  }
}
