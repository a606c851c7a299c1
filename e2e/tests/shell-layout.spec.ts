import { expect, test } from '@playwright/test';

test('the header carries every section of an exchange', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Markets' })).toBeVisible();
  await page.locator('.trade-menu > summary').click();
  for (const name of [/^Spot/, /^Futures/]) {
    await expect(page.locator('.trade-menu').getByRole('link', { name })).toBeVisible();
  }
  // Earn (issue #26) and P2P (issue #25) have their pages; products without a page yet have no
  // link anywhere (issue #18: honest navigation).
  await expect(main.getByRole('link', { name: 'Earn' })).toHaveAttribute('href', '/earn');
  await expect(main.getByRole('link', { name: 'P2P trading' })).toHaveAttribute('href', '/p2p');
  await expect(main.getByRole('link', { name: 'Copy trading' })).toHaveAttribute('href', '/copytrading');
  for (const name of [/^Margin/, /^Web3 wallet/]) {
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(page.locator('.trade-menu').getByRole('button', { name: /^Demo trading/ })).toBeVisible();
  for (const name of ['Assets', 'Orders', 'Account']) {
    await expect(page.locator('.site-header__account').getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Tideline home page' })).toHaveAttribute('href', '/');
});

for (const { width, prefix } of [
  { width: 767, prefix: '' },
  { width: 390, prefix: '' },
  { width: 390, prefix: '/ar' },
]) {
  test(`§9 below 768 px the header folds into one menu without horizontal scrolling (${width} px${prefix ? `, ${prefix}` : ''})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${prefix}/`);
    await expect(page.locator('.site-header__nav')).toBeHidden();
    await expect(page.locator('.site-header__account')).toBeHidden();
    // Deposit moves into the menu too: a phone's header has no room for it (issue #18).
    await expect(page.locator('.site-header__deposit')).toBeHidden();
    const menu = page.locator('.mobile-menu');
    await expect(menu).toBeVisible();
    await menu.locator('summary').click();
    if (prefix === '') {
      for (const name of [
        'Deposit',
        'Markets',
        'Spot',
        'Futures',
        'Earn',
        'P2P trading',
        'Copy trading',
        'Assets',
        'Orders',
        'Account',
      ]) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
    }
    await expect(menu.getByRole('link')).toHaveCount(10);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('§9 at 768 px the desktop header is back', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/');
  await expect(page.locator('.mobile-menu')).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }),
  ).toBeVisible();
});

test('menus close on Escape and on a click outside', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const language = page.locator('.language-menu');
  await language.locator('summary').click();
  await expect(language).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(language).not.toHaveAttribute('open', '');
  await expect(language.locator('summary')).toBeFocused();
  await language.locator('summary').click();
  await page.locator('.hero h1').click();
  await expect(language).not.toHaveAttribute('open', '');
});

test('the page is readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تداول العملات المشفرة بثقة');
  // Native disclosures open without scripts.
  await page.locator('.language-menu > summary').click();
  await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();
  await context.close();
});
