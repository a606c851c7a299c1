import { expect, type Page, test } from '@playwright/test';

// Issue #20 item 3 "Done when": the form primitives of the gallery pass keyboard tests by role in
// real Chromium: SegmentedControl (radio group), Slider, NumberField and Switch (WAI-ARIA APG).
/** The page is server-rendered: a control is interactive only once React has hydrated it. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const control = document.querySelector('[data-widget="Switch"] [role="switch"]');
      return Boolean(control && Object.keys(control).some((key) => key.startsWith('__reactProps')));
    },
    undefined,
    { polling: 100 },
  );
}

async function openGallery(page: Page, path = '/design-system') {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
}

const section = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);

test.describe('form primitives in the gallery', () => {
  test('SegmentedControl: one tab stop; arrows move and check, skipping the disabled option; Home and End', async ({
    page,
  }) => {
    await openGallery(page);
    const group = section(page, 'SegmentedControl').getByRole('radiogroup', { name: 'Order type' });
    const radio = (name: string) => group.getByRole('radio', { name, exact: true });
    await radio('Limit').focus();
    await expect(radio('Limit')).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(radio('Market')).toBeFocused();
    await expect(radio('Market')).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(radio('Trigger')).toBeChecked();
    await expect(radio('Stop')).toBeDisabled();
    await page.keyboard.press('Home');
    await expect(radio('Limit')).toBeChecked();
    await page.keyboard.press('End');
    await expect(radio('Trigger')).toBeFocused();
    await expect(radio('Limit')).toHaveAttribute('tabindex', '-1');
    await expect(radio('Trigger')).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(radio('Trigger')).toBeFocused();
  });

  test('Slider: arrows, PageUp and PageDown, Home and End, a mark and a press on the track', async ({
    page,
  }) => {
    await openGallery(page);
    const slider = section(page, 'Slider').getByRole('slider', { name: 'Leverage' });
    await slider.focus();
    await expect(slider).toHaveAttribute('aria-valuenow', '20');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '21x');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(slider).toHaveAttribute('aria-valuenow', '19');
    await page.keyboard.press('PageUp');
    await expect(slider).toHaveAttribute('aria-valuenow', '31');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '125');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await section(page, 'Slider').getByRole('button', { name: '75x' }).click();
    await expect(slider).toHaveAttribute('aria-valuenow', '75');

    const share = section(page, 'Slider').getByRole('slider', { name: 'Percent of balance' });
    const track = share.locator('..');
    const box = await track.boundingBox();
    if (!box) throw new Error('the track has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(share).toHaveAttribute('aria-valuenow', '50');
    await expect(share).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(share).toHaveAttribute('aria-valuetext', '25%');
  });

  test('§6 Slider in Arabic: the track starts at the right and ArrowLeft increases', async ({ page }) => {
    await openGallery(page, '/ar/design-system');
    const share = section(page, 'Slider').getByRole('slider', { name: 'Percent of balance' });
    await share.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(share).toHaveAttribute('aria-valuenow', '1');
    const box = await share.locator('..').boundingBox();
    if (!box) throw new Error('the track has no box');
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect(share).toHaveAttribute('aria-valuenow', '25');
  });

  test('NumberField: §5 typing is sanitised; ArrowUp and ArrowDown step; leaving clamps', async ({
    page,
  }) => {
    await openGallery(page);
    const price = section(page, 'NumberField').getByRole('textbox', { name: 'Price' });
    await price.fill('');
    await price.pressSequentially('1２.345');
    await expect(price).toHaveValue('12.34');
    await page.keyboard.press('ArrowUp');
    await expect(price).toHaveValue('12.84');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(price).toHaveValue('11.84');

    const leverage = section(page, 'NumberField').getByRole('textbox', { name: 'Leverage' });
    await leverage.fill('300');
    await page.keyboard.press('Tab');
    await expect(leverage).toHaveValue('125');
    const increase = section(page, 'NumberField').getByRole('button', { name: 'Increase' }).nth(1);
    await expect(increase).toBeDisabled();
    await section(page, 'NumberField').getByRole('button', { name: 'Decrease' }).nth(1).click();
    await expect(leverage).toHaveValue('124');
  });

  test('Switch: Space toggles it; the disabled one stays on', async ({ page }) => {
    await openGallery(page);
    const hide = section(page, 'Switch').getByRole('switch', { name: 'Hide small balances' });
    await hide.focus();
    await expect(hide).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(hide).toBeChecked();
    await page.keyboard.press('Space');
    await expect(hide).not.toBeChecked();
    const locked = section(page, 'Switch').getByRole('switch', { name: 'Order confirmations' });
    await expect(locked).toBeChecked();
    await expect(locked).toBeDisabled();
  });
});
