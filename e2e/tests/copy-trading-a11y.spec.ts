import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { logIn } from '../support/log-in.ts';
import { chooseTheme, LOADED, stopAllCopies } from './copy-trading-support.ts';

// Issue #24: axe on every copy-trading page (with a live copy, so my copies show its card) in both
// themes, English and Arabic, and at 390 px in Arabic with no sideways scrolling; then the follow
// dialog with its errors, the stop dialog and the lead application with its errors.

async function leadId(page: Page, nickname: string): Promise<string> {
  const answer = await page.request.get(`/v1/copy-trading/traders?search=${nickname}`);
  return ((await answer.json()) as { data: { traderId: string }[] }).data[0]!.traderId;
}

async function scan(page: Page, label: string) {
  await expect(page.locator('.copy-page h2').first()).toBeVisible(LOADED);
  await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ/ })).toHaveCount(0, LOADED);
  await page.mouse.move(0, 0);
  expect(await axeViolations(page, label)).toEqual([]);
}

test('axe: the copy-trading pages in both themes, English and Arabic, and at 390 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await logIn(page, { returnTo: '/copytrading' });
  await stopAllCopies(page);
  const traderId = await leadId(page, 'Driftwood');
  const followed = await page.request.post('/v1/copy-trading/follow', {
    data: { traderId, mode: 'multiple', multiple: '0.5', investment: '50', takeProfitPercent: '40' },
  });
  expect(((await followed.json()) as { status: string }).status).toBe('success');
  const pages = [
    '/copytrading',
    `/copytrading/trader/${traderId}`,
    '/order/mcp',
    '/record/mcp',
    '/copytrading/lead',
  ];
  for (const [theme, prefix] of [
    ['black', ''],
    ['white', '/ar'],
  ] as const)
    for (const path of pages) {
      await chooseTheme(page, theme, baseURL!);
      await page.goto(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', prefix === '/ar' ? 'rtl' : 'ltr');
      await scan(page, `${theme} ${prefix}${path}`);
    }

  await chooseTheme(page, 'black', baseURL!);
  await page.goto('/copytrading');
  await page.getByRole('button', { name: 'Copy Tidewalker' }).click();
  const dialog = page.getByTestId('copy-follow-dialog');
  await dialog.getByRole('radio', { name: "Multiple of the lead's size" }).click();
  await dialog.getByRole('switch', { name: 'Copy every contract the lead trades' }).click();
  await dialog.getByRole('button', { name: 'Start copying' }).click();
  await expect(dialog.getByText('Choose at least one contract.')).toBeVisible();
  expect(await axeViolations(page, 'follow dialog with its errors')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/order/mcp');
  await page.getByRole('button', { name: 'Stop copying: Driftwood' }).click();
  await expect(page.getByTestId('copy-stop-dialog')).toBeVisible();
  expect(await axeViolations(page, 'stop dialog')).toEqual([]);
  await page.keyboard.press('Escape');

  // Keyboard alone: Enter on Copy opens the dialog with the focus inside it, Enter in a field sends
  // the form (its problems show), Escape closes it and the focus is back on Copy.
  await page.goto('/copytrading');
  const copyButton = page.getByRole('button', { name: 'Copy QuickFin' });
  await copyButton.focus();
  await page.keyboard.press('Enter');
  const keyboardDialog = page.getByTestId('copy-follow-dialog');
  await expect(keyboardDialog).toBeVisible();
  expect(await keyboardDialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await keyboardDialog.getByLabel('Margin per order').focus();
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  await expect(keyboardDialog.getByText('Enter an amount.')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(keyboardDialog).toBeHidden();
  await expect(copyButton).toBeFocused();

  await page.goto('/copytrading/lead');
  await page.getByLabel('Nickname').fill('x');
  await page.getByRole('button', { name: 'Apply to lead' }).click();
  await expect(page.getByText('A nickname has 2 to 24 characters.')).toBeVisible();
  expect(await axeViolations(page, 'lead application with its errors')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of pages) {
    await page.goto(`/ar${path}`);
    await scan(page, `390 px /ar${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/ar/copytrading');
  await page.getByRole('button', { name: 'نسخ Tidewalker' }).click();
  await expect(page.getByTestId('copy-follow-dialog')).toBeVisible();
  expect(await axeViolations(page, '390 px /ar follow dialog')).toEqual([]);
  const dialogOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(dialogOverflow).toBeLessThanOrEqual(0);
  await stopAllCopies(page);
});
