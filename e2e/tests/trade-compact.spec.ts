import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { freshTrader } from './asset-support.ts';
import { deposit } from './futures-support.ts';

// Issue #20 item 5: the compact trading pages of the §2 demo allow-list, for an app's embedded web
// view. No site header or footer, the viewport reaches the screen's edges (viewport-fit=cover),
// touch targets of 44 px, orders placed on /trade-spot and /trade-swap against the live simulated
// market, the contract's rules on /trade-info, assets and orders on /trade-asset and
// /trade-asset-order, in demo mode too; axe-clean in both themes and in Arabic at 390 and 1440 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const DEMO_FLAG = 'simulation-trade';
const COMPACT_PAGES = [
  '/trade-spot/BTCUSDT',
  '/trade-swap/BTCUSDT',
  '/trade-info/BTCUSDT',
  '/trade-asset',
  '/trade-asset-order',
];

/** A compact page is bare: no site header, footer or skip link, and it covers the whole screen. */
async function expectBare(page: Page) {
  await expect(page.locator('main.embedded-main')).toBeVisible();
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
}

/** The phone layout's Buy/Sell bar opens the form with the side chosen; both buttons are 44 px or more. */
async function openFormFromBar(page: Page, side: RegExp) {
  const bar = page.locator('.spot-trade-bar');
  await expect(bar).toBeVisible({ timeout: 45_000 });
  for (const button of await bar.getByRole('button').all())
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await bar.getByRole('button', { name: side }).click();
  await expect(
    page.getByRole('tablist', { name: 'Trading sections' }).getByRole('tab', { name: 'Trade', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
}

test.describe('compact trading pages', () => {
  test.setTimeout(180_000);

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a market buy on /trade-spot and a long on /trade-swap fill, with the phone layout at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await freshTrader(page, 'compact');
      await deposit(page, 'USDT', '5000');

      await page.goto('/trade-spot/BTCUSDT');
      await expectBare(page);
      await openFormFromBar(page, /^Buy/);
      const spotForm = page.getByRole('tabpanel');
      await spotForm.getByRole('radio', { name: 'Market', exact: true }).click();
      await spotForm.getByLabel('Amount (BTC)').fill('0.001');
      await spotForm.getByRole('button', { name: 'Buy BTC' }).click();
      await expect(page.getByText('Filled 0.001 BTC at ').first()).toBeVisible();

      const moved = await page.request.post('/v1/futures/transfer', {
        data: { direction: 'in', amount: '1000' },
      });
      expect(await moved.json()).toMatchObject({ status: 'success' });
      await page.goto('/trade-swap/BTCUSDT');
      await expectBare(page);
      await openFormFromBar(page, /^Buy \/ Long/);
      const futuresForm = page.getByRole('tabpanel');
      await futuresForm
        .getByRole('radiogroup', { name: 'Order type' })
        .getByRole('radio', { name: 'Market', exact: true })
        .click();
      await futuresForm.getByLabel('Size (BTC)').fill('0.002');
      await futuresForm.locator('.spot-form__submit').click();
      await expect(page.getByText('Filled 0.002 BTC at ').first()).toBeVisible();

      // The market list stays inside the compact pages.
      await expect(page.locator('a[href="/trade-swap/ETHUSDT"]').first()).toBeAttached();
      await expect(page.locator('a[href^="/futures/usdt/"]')).toHaveCount(0);

      await page.goto('/trade-asset-order');
      await expectBare(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/trade-asset');
      await expectBare(page);
      await expect(page.getByTestId('asset-total-usdt')).toContainText('USDT');
    });
  }

  test('/trade-info shows the contract rules from the gateway: sizes, hours, funding, tiers and the index', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const answer = await page.request.get('/v1/futures/contracts');
    const contract = (
      (await answer.json()) as {
        data: { symbol: string; tickSize: string; riskTiers: { maxLeverage: string }[] }[];
      }
    ).data.find((item) => item.symbol === 'BTCUSDT');
    expect(contract).toBeDefined();
    await page.goto('/trade-info/BTCUSDT');
    await expectBare(page);
    await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT perpetual' })).toBeVisible();
    await expect(page.getByText(`${contract?.tickSize} USDT`)).toBeVisible();
    await expect(page.getByText('Around the clock, every day')).toBeVisible();
    const tiers = page.getByTestId('trade-info-tiers');
    await expect(tiers.locator('tbody tr')).toHaveCount(contract?.riskTiers.length ?? 0);
    await expect(tiers.locator('tbody tr').first()).toContainText(`${contract?.riskTiers[0]?.maxLeverage}x`);
    const index = page.getByTestId('trade-info-index');
    await expect(index.locator('tbody tr')).toHaveCount(1);
    await expect(index.locator('tbody tr').first()).toContainText('Tideline spot');
    await expect(index.locator('tbody tr').first()).toContainText('100.00%');
    // Funding figures arrive from the ticker.
    await expect(page.locator('dd').filter({ hasText: /^Every \d+ hours$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Trade BTCUSDT' }).click();
    await expect(page).toHaveURL(/\/trade-swap\/BTCUSDT$/);
  });

  test('in demo mode the compact pages stay put, show the demo badge and trade on the demo account', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await freshTrader(page, 'compact-demo');
    await page.evaluate((flag) => localStorage.setItem(flag, '1'), DEMO_FLAG);
    await page.goto('/trade-spot/BTCUSDT');
    // The page finds the flag, moves the session to the demo account and loads itself again.
    await page.waitForEvent('load');
    await expect(page.getByTestId('demo-badge')).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/v1/asset/spot/balances')).json()) as {
              data?: { demo?: boolean };
            }
          ).data?.demo,
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(page).toHaveURL(/\/trade-spot\/BTCUSDT$/);
    await openFormFromBar(page, /^Buy/);
    const form = page.getByRole('tabpanel');
    await form.getByRole('radio', { name: 'Market', exact: true }).click();
    await form.getByLabel('Amount (BTC)').fill('0.001');
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByText('Filled 0.001 BTC at ').first()).toBeVisible();
    for (const path of COMPACT_PAGES.slice(1)) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('demo-badge')).toBeVisible();
    }
  });

  test('axe: every compact page in both themes, English and Arabic, at 390 and 1440 px', async ({ page }) => {
    test.setTimeout(420_000);
    await freshTrader(page, 'compact-axe');
    const found: string[] = [];
    // Dark in English, light in Arabic (right to left): both themes and both directions.
    for (const viewport of [PHONE, DESKTOP])
      for (const [theme, prefix] of [
        ['black', ''],
        ['white', '/ar'],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.context().addCookies([
          {
            name: 'tideline_settings',
            value: encodeURIComponent(JSON.stringify({ theme })),
            url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
          },
        ]);
        for (const path of COMPACT_PAGES) {
          await page.goto(`${prefix}${path}`);
          await expect(page.locator('main.embedded-main')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('dir', prefix === '/ar' ? 'rtl' : 'ltr');
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
          await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ/ })).toHaveCount(0);
          await page.mouse.move(0, 0);
          found.push(...(await axeViolations(page, `${viewport.width}px ${theme} ${prefix || 'en'}${path}`)));
        }
      }
    expect(found).toEqual([]);
  });
});
