import { expect, type Page, test } from '@playwright/test';

// Issue 6 "Done when": the Select journeys of spec §4/§5 on the gallery, in real Chromium.
// The gallery's selects: "Pair" (single, filterable, clearable), "Pairs" (multiple, collapsed
// tags, limit 3), "Watchlist" (multiple, filterable, limit 2). Options: BTC, ETH, SOL, XRP, TON / USDT.
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

async function openGallery(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('/design-system');
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  await page.locator('[data-widget="Select"]').scrollIntoViewIfNeeded();
}

const section = (page: Page) => page.locator('[data-widget="Select"]');
const combobox = (page: Page, name: string) => section(page).getByRole('combobox', { name, exact: true });
const control = (page: Page, name: string) =>
  section(page)
    .locator('.tl-select')
    .filter({ has: page.getByRole('combobox', { name, exact: true }) });
const tags = (page: Page, name: string) => control(page, name).locator('[data-tag]');

test.describe('Select at desktop width (1280x800)', () => {
  test.beforeEach(async ({ page }) => openGallery(page, DESKTOP));

  test('§4 a click opens the menu under the control; Escape closes it', async ({ page }) => {
    const pair = combobox(page, 'Pair');
    await pair.click();
    await expect(pair).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Pair' });
    await expect(listbox.getByRole('option')).toHaveText([
      'BTC/USDT',
      'ETH/USDT',
      'SOL/USDT',
      'XRP/USDT',
      'TON/USDT',
    ]);
    const control = await pair.boundingBox();
    const menu = await page.locator('.tl-select__menu').boundingBox();
    expect(menu && control && menu.y >= control.y + control.height).toBe(true);
    await page.keyboard.press('Escape');
    await expect(pair).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).toHaveCount(0);
  });

  test('§5 ArrowDown opens a closed select from the keyboard and moves the highlight; Enter picks', async ({
    page,
  }) => {
    const pairs = combobox(page, 'Pairs');
    await pairs.focus();
    await expect(pairs).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(pairs).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Pairs' });
    await expect(pairs).toHaveAttribute(
      'aria-activedescendant',
      (await listbox.getByRole('option').first().getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowDown');
    const second = listbox.getByRole('option', { name: 'ETH/USDT' });
    await expect(second).toHaveAttribute('data-highlighted', 'true');
    await expect(pairs).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    // Multiple mode stays open after a pick so more can be chosen.
    await expect(pairs).toHaveAttribute('aria-expanded', 'true');
    await expect(tags(page, 'Pairs')).toHaveText([/ETH\/USDT/]);
  });

  test('§5 typing filters the options by label; Enter picks the first match and closes', async ({ page }) => {
    const pair = combobox(page, 'Pair');
    await pair.click();
    await page.keyboard.type('so');
    const listbox = page.getByRole('listbox', { name: 'Pair' });
    await expect(listbox.getByRole('option')).toHaveText(['SOL/USDT']);
    await page.keyboard.press('Enter');
    await expect(pair).toHaveAttribute('aria-expanded', 'false');
    await expect(pair).toHaveValue('SOL/USDT');

    await pair.click();
    await page.keyboard.type('zzz');
    await expect(page.getByRole('status').filter({ hasText: 'No matching data' })).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(pair).toHaveValue('SOL/USDT');
  });

  test('§4 clearable: the clear icon on hover empties the value', async ({ page }) => {
    const pair = combobox(page, 'Pair');
    await pair.click();
    await page.getByRole('option', { name: 'XRP/USDT' }).click();
    await expect(pair).toHaveValue('XRP/USDT');
    const pairControl = control(page, 'Pair');
    await expect(pairControl.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await pairControl.hover();
    await pairControl.getByRole('button', { name: 'Clear' }).click();
    await expect(pair).toHaveValue('');
    await expect(pair).toHaveAttribute('placeholder', 'Select');
  });

  test('§5 multiple: picks become tags, the limit of 2 disables the rest, Backspace marks then removes the last tag', async ({
    page,
  }) => {
    const watchlist = combobox(page, 'Watchlist');
    await watchlist.click();
    const listbox = page.getByRole('listbox', { name: 'Watchlist' });
    await listbox.getByRole('option', { name: 'BTC/USDT' }).click();
    await listbox.getByRole('option', { name: 'TON/USDT' }).click();
    await expect(tags(page, 'Watchlist')).toHaveText([/BTC\/USDT/, /TON\/USDT/]);
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    // multipleLimit 2 reached: the unchosen options are unavailable, the chosen stay removable.
    await expect(listbox.getByRole('option', { name: 'ETH/USDT' })).toHaveAttribute('aria-disabled', 'true');
    await listbox.getByRole('option', { name: 'ETH/USDT' }).click({ force: true });
    await expect(tags(page, 'Watchlist')).toHaveCount(2);
    await expect(listbox.getByRole('option', { name: 'BTC/USDT' })).not.toHaveAttribute('aria-disabled');

    await watchlist.press('Backspace');
    await expect(tags(page, 'Watchlist').last()).toHaveAttribute('data-marked', 'true');
    await expect(tags(page, 'Watchlist')).toHaveCount(2);
    await watchlist.press('Backspace');
    await expect(tags(page, 'Watchlist')).toHaveText([/BTC\/USDT/]);
    await expect(listbox.getByRole('option', { name: 'ETH/USDT' })).not.toHaveAttribute('aria-disabled');

    // A tag's own button removes it too.
    await tags(page, 'Watchlist').getByRole('button', { name: 'Close BTC/USDT' }).click();
    await expect(tags(page, 'Watchlist')).toHaveCount(0);
  });

  test('§4 collapse-tags shows the first tag and a +N count; the limit of 3 holds', async ({ page }) => {
    const pairs = combobox(page, 'Pairs');
    await pairs.click();
    const listbox = page.getByRole('listbox', { name: 'Pairs' });
    for (const name of ['BTC/USDT', 'ETH/USDT', 'SOL/USDT']) {
      await listbox.getByRole('option', { name }).click();
    }
    await expect(tags(page, 'Pairs')).toHaveText([/BTC\/USDT/, '+2']);
    await expect(listbox.getByRole('option', { name: 'XRP/USDT' })).toHaveAttribute('aria-disabled', 'true');
    await expect(listbox.getByRole('option', { selected: true })).toHaveCount(3);
  });

  test('§5 Tab closes the menu and moves focus on', async ({ page }) => {
    const pair = combobox(page, 'Pair');
    await pair.click();
    await expect(page.getByRole('listbox', { name: 'Pair' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox', { name: 'Pair' })).toHaveCount(0);
    await expect(pair).toHaveAttribute('aria-expanded', 'false');
    await expect(pair).not.toBeFocused();
  });

  test('§4 a click outside closes the menu', async ({ page }) => {
    await combobox(page, 'Pairs').click();
    await expect(page.getByRole('listbox', { name: 'Pairs' })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('listbox', { name: 'Pairs' })).toHaveCount(0);
  });

  test('§4 the disabled select does not open', async ({ page }) => {
    const disabled = combobox(page, 'Disabled pair');
    await expect(disabled).toBeDisabled();
    await section(page).locator('.tl-select[data-disabled]').click({ force: true });
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });
});

test.describe('Select at mobile width (375x740)', () => {
  test.beforeEach(async ({ page }) => openGallery(page, MOBILE));

  test('§4 below 768 px the menu is a bottom action sheet; a tap picks and closes it', async ({ page }) => {
    const pair = combobox(page, 'Pair');
    await pair.click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(page.locator('.tl-select__menu')).toHaveCount(0);
    const box = await sheet.boundingBox();
    expect(box).not.toBeNull();
    // Anchored to the bottom edge and as wide as the screen.
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(MOBILE.height);
    expect(Math.round(box?.width ?? 0)).toBe(MOBILE.width);
    await sheet.getByRole('option', { name: 'TON/USDT' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(pair).toHaveValue('TON/USDT');
  });

  test('§4 the sheet filters by typing, picks with ArrowDown and Enter, and Escape closes it', async ({
    page,
  }) => {
    const pair = combobox(page, 'Pair');
    await pair.click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('combobox').fill('eth');
    await expect(sheet.getByRole('option')).toHaveText(['ETH/USDT']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(sheet).toHaveCount(0);
    await expect(pair).toHaveValue('ETH/USDT');

    await pair.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(pair).toHaveValue('ETH/USDT');
  });

  test('§5 multiple in the sheet: tags, the limit, Backspace on the control removes the last tag', async ({
    page,
  }) => {
    const watchlist = combobox(page, 'Watchlist');
    await watchlist.click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('option', { name: 'SOL/USDT' }).click();
    await sheet.getByRole('option', { name: 'XRP/USDT' }).click();
    await expect(sheet.getByRole('option', { name: 'BTC/USDT' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(tags(page, 'Watchlist')).toHaveText([/SOL\/USDT/, /XRP\/USDT/]);
    await watchlist.focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(tags(page, 'Watchlist')).toHaveText([/SOL\/USDT/]);
  });

  test('§5 ArrowDown on a closed select opens the sheet from the keyboard', async ({ page }) => {
    const pairs = combobox(page, 'Pairs');
    await pairs.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(pairs).toHaveAttribute('aria-expanded', 'true');
  });
});
