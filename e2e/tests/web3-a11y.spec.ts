import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';
import { chooseTheme } from './copy-trading-support.ts';
import { LOADED, PASSPHRASE } from './web3-support.ts';

// Issue #27: axe on every web3 wallet screen (set-up steps, unlock, wallet, swap, each transfer
// mode, settings) in both themes, English and Arabic, and at 390 px with no sideways scrolling.
// A reload locks the wallet (the words live only in memory), so each language and theme starts at
// the unlock screen and moves between the pages by their tabs.

async function scan(page: Page, label: string) {
  await expect(page.locator('.web3-page h2').first()).toBeVisible(LOADED);
  await expect(page.getByRole('status').filter({ hasText: /Loading|Getting|جارٍ/ })).toHaveCount(0, LOADED);
  await page.mouse.move(0, 0);
  expect(await axeViolations(page, label)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

/** The set-up in whatever language the page is in: create, pick the words back, seal. */
async function createScanning(page: Page, label: string) {
  const setup = page.getByTestId('web3-setup');
  await setup.locator('.button--primary').click();
  await expect(setup.locator('[data-word]')).toHaveCount(12);
  await scan(page, `${label} phrase`);
  const words = await setup.locator('[data-word]').allTextContents();
  await setup.locator('button[type="submit"]').click();
  const questions = setup.locator('fieldset.web3-choices');
  await expect(questions).toHaveCount(3);
  await setup.locator('button[type="submit"]').click();
  await expect(setup.getByRole('alert')).toBeVisible();
  await scan(page, `${label} confirm with its error`);
  for (const question of await questions.all()) {
    const position = Number(((await question.locator('legend').textContent()) ?? '').replace(/\D/g, ''));
    await question.locator(`input[value="${words[position - 1]}"]`).check();
  }
  await setup.locator('button[type="submit"]').click();
  await expect(setup.locator('input[type="password"]')).toHaveCount(2);
  await scan(page, `${label} passphrase`);
  await setup.locator('input[type="password"]').nth(0).fill(PASSPHRASE);
  await setup.locator('input[type="password"]').nth(1).fill(PASSPHRASE);
  await setup.locator('button[type="submit"]').click();
  await expect(page.getByTestId('web3-bar')).toBeVisible(LOADED);
}

async function unlock(page: Page) {
  const form = page.getByTestId('web3-unlock');
  await form.locator('input[type="password"]').fill(PASSPHRASE);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('web3-bar')).toBeVisible(LOADED);
}

/** Every page by its tab (no reload, so the wallet stays unlocked), and each transfer mode. */
async function scanPages(page: Page, label: string) {
  const tabs = page.locator('.product-page__tabs a');
  await expect(tabs).toHaveCount(4);
  for (let index = 0; index < 4; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-current', 'page');
    if (index === 0) await expect(page.getByTestId('web3-holdings')).toBeVisible(LOADED);
    if (index === 2) {
      const modes = page.locator('.web3-modes [role="radio"]');
      for (let mode = 0; mode < 4; mode += 1) {
        await modes.nth(mode).click();
        await expect(modes.nth(mode)).toHaveAttribute('aria-checked', 'true');
        await scan(page, `${label} transfer mode ${mode}`);
      }
    } else await scan(page, `${label} tab ${index}`);
  }
}

test('axe: the web3 wallet in both themes, English and Arabic, and at 390 px', async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  await registerByEmail(page, uniqueEmail('web3-a11y'));

  // Set-up at 390 px in Arabic, white theme.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseTheme(page, 'white', baseURL!);
  await page.goto('/ar/web3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('web3-setup')).toBeVisible(LOADED);
  await scan(page, '390 /ar white set-up');
  await createScanning(page, '390 /ar white');
  await scanPages(page, '390 /ar white');

  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [theme, prefix] of [
    ['black', ''],
    ['white', ''],
    ['black', '/ar'],
  ] as const) {
    await chooseTheme(page, theme, baseURL!);
    await page.goto(`${prefix}/web3`);
    await expect(page.locator('html')).toHaveAttribute('dir', prefix === '/ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('web3-unlock')).toBeVisible(LOADED);
    await scan(page, `${theme} ${prefix} unlock`);
    await unlock(page);
    await scanPages(page, `${theme} ${prefix}`);
  }
});
