import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { answerStepUps } from '../support/step-up.ts';
import { applyTheme, createSubAccount, registerAccount } from './account-support.ts';

// Design §6: axe scans of every account page in both themes and in Arabic (right to left), with
// data in the tables so the rows are scanned too.
const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
] as const;
const THEMES = [
  { name: 'dark', cookie: 'black' },
  { name: 'light', cookie: 'white' },
] as const;
const ROUTES = [
  '/account/security',
  '/account/newapi',
  '/subaccount',
  '/subaccount/setting/antiphishing',
  '/subaccount/setting/devices',
  '/subaccount/setting/history',
  '/subaccount/setting/api',
] as const;

let storageState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;

async function scan(page: Page) {
  // Rest the pointer off the controls: the scan is of the resting state, not of a hover.
  await page.mouse.move(0, 0);
  const summary = await axeViolations(page);
  expect(summary).toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await registerAccount(page, 'account-a11y');
  await answerStepUps(page, { email });
  await createSubAccount(page, 'a11y_desk');
  await page.goto('/account/newapi');
  await page.waitForLoadState('networkidle');
  await page.locator('#api-key-label').fill('scan bot');
  await page.locator('#api-key-passphrase').fill('Passphrase123');
  await page.locator('form[data-form="api-key-create"] button[type="submit"]').click();
  await expect(page.getByTestId('api-key-secret')).toBeVisible();
  storageState = await context.storageState();
  await context.close();
});

// Both themes in one test: the second load is warm (the scripts are cached), as it is for a user.
for (const locale of LOCALES) {
  for (const route of ROUTES) {
    test(`§9 axe finds no violations on ${locale.prefix}${route} (${locale.name}, dark and light themes)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      for (const theme of THEMES) {
        await applyTheme(page, theme.cookie);
        await page.goto(`${locale.prefix}${route}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.locator('html')).toHaveAttribute('dir', locale.prefix === '/ar' ? 'rtl' : 'ltr');
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('.account-state')).toHaveCount(0);
        await scan(page);
      }
      await context.close();
    });
  }
}

for (const route of ['/account/security', '/account/newapi', '/subaccount'] as const) {
  test(`§9 axe finds no violations on ${route} at phone width; wide tables scroll in a focusable region`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toBeVisible();
    const region = page.locator('.account-table-scroll').first();
    await expect(region).toBeVisible();
    // The page itself never scrolls sideways; the table's region does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scan(page);
    await context.close();
  });
}

test('§9 the acting-as-sub-account badge passes axe in both themes', async ({ browser }) => {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  for (const theme of THEMES) {
    await applyTheme(page, theme.cookie);
    await page.goto('/subaccount');
    await page.waitForLoadState('networkidle');
    if ((await page.getByTestId('acting-account').count()) === 0) {
      await page.getByRole('button', { name: 'Switch to a11y_desk' }).click();
    }
    await expect(page.getByTestId('acting-account')).toBeVisible();
    await scan(page);
  }
  await page.getByTestId('acting-account').getByRole('button', { name: 'Back to main account' }).click();
  await expect(page.getByTestId('acting-account')).toHaveCount(0);
  await context.close();
});
