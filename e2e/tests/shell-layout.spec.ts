import { expect, test } from '@playwright/test';
import { SELECTABLE_LANGUAGES } from '@tideline/protocol';

test('the header carries every section of an exchange', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Markets' })).toBeVisible();
  await page.locator('.trade-menu > summary').click();
  for (const name of [/^Spot/, /^Margin/, /^Futures/]) {
    await expect(page.locator('.trade-menu').getByRole('link', { name })).toBeVisible();
  }
  // Copy trading (issue #24) is a way to trade futures: it sits in the Trade menu.
  await expect(page.locator('.trade-menu').getByRole('link', { name: /^Copy trading/ })).toHaveAttribute(
    'href',
    '/copytrading',
  );
  // Earn (issue #26) and P2P (issue #25) have their pages; the web3 wallet (issue #27) is in the
  // Trade menu; products without a page yet have no link anywhere (issue #18: honest navigation).
  await expect(main.getByRole('link', { name: 'Earn' })).toHaveAttribute('href', '/earn');
  await expect(main.getByRole('link', { name: 'P2P trading' })).toHaveAttribute('href', '/p2p');
  await expect(page.locator('.trade-menu').getByRole('link', { name: /^Web3 wallet/ })).toHaveAttribute(
    'href',
    '/web3',
  );
  await expect(page.locator('.trade-menu').getByRole('button', { name: /^Demo trading/ })).toBeVisible();
  for (const name of ['Assets', 'Orders', 'Account']) {
    await expect(page.locator('.site-header__account').getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Tideline home page' })).toHaveAttribute('href', '/');
});

for (const { width, prefix } of [
  { width: 1279, prefix: '/ph' },
  { width: 767, prefix: '' },
  { width: 390, prefix: '' },
  { width: 390, prefix: '/ar' },
]) {
  test(`§9 below 1280 px the header folds into one menu without horizontal scrolling (${width} px${prefix ? `, ${prefix}` : ''})`, async ({
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
        'Margin',
        'Futures',
        'Earn',
        'P2P trading',
        'Web3 wallet',
        'Copy trading',
        'Assets',
        'Orders',
        'Account',
      ]) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
    }
    await expect(menu.getByRole('link')).toHaveCount(12);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// Every language's header on one row from 1280 px: Filipino, Spanish and the other long ones too.
const PREFIXES = [
  '',
  ...SELECTABLE_LANGUAGES.filter((entry) => !entry.locale.startsWith('en') && entry.locale !== 'asia').map(
    (entry) => `/${entry.locale}`,
  ),
];
const DESKTOP_WIDTHS = [1280, 1440, 1600];
// Each language is loaded once and measured at every width (a resize reflows the same page).
test(`from 1280 px the desktop header is back, whole on one row in every language (${DESKTOP_WIDTHS.join(', ')} px)`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const prefix of PREFIXES) {
    await page.setViewportSize({ width: DESKTOP_WIDTHS[0]!, height: 800 });
    await page.goto(`${prefix}/`);
    for (const width of DESKTOP_WIDTHS) {
      const where = `${prefix || '/'} at ${width} px`;
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('.mobile-menu')).toBeHidden();
      await expect(page.locator('.site-header__nav')).toBeVisible();
      await expect(page.locator('.site-header__account')).toBeVisible();
      // Nothing pushes the page sideways, and the header stays one row high (no wrapped labels).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${where}: ${overflow} px too wide`);
      const height = (await page.locator('.site-header').boundingBox())?.height ?? 0;
      if (height > 65) problems.push(`${where}: header ${height} px high`);
      const links = page.locator(
        '.site-header__nav > ul > li > a, .site-header__account a, .site-header__actions > a',
      );
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        if (box !== null && box.height > 44) problems.push(`${where}: ${await link.textContent()} wraps`);
      }
    }
  }
  expect(problems).toEqual([]);
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
