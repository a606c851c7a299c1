import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import { apiData, waitForFigures } from './info-support.ts';

// Issue #8 item 8: the §2 informational pages show the server's own figures. Each test reads the
// API the page reads and compares what the page shows with it.

interface FeeSchedule {
  spot: Array<{ tier: string; minThirtyDayVolumeUsdt: number; makerRate: string; takerRate: string }>;
  futures: Array<{ tier: string; makerRate: string; takerRate: string }>;
  userTier: string | null;
}
interface Reserves {
  merkleRoot: string;
  leafCount: number;
  assets: Array<{ asset: string; liabilities: string; reserves: string }>;
}

/** "0.000160" -> "0.0160%" (a fraction as a percentage with 4 decimals). */
const percent = (rate: string) => `${(Number(rate) * 100).toFixed(4)}%`;
/** "1234567.50000000" -> "1,234,567.50000000". */
function grouped(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

async function rowTexts(page: Page, tableName: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: tableName });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

test('§2 /fee shows the spot and futures tiers the server charges', async ({ page, request }) => {
  const fees = await apiData<FeeSchedule>(request, '/info/fees');
  await page.goto('/fee');
  await waitForFigures(page);
  await expect(page).toHaveTitle('Trading fees | Tideline');
  expect(await rowTexts(page, 'Spot trading')).toEqual(
    fees.spot.map((tier) => [tier.tier, percent(tier.makerRate), percent(tier.takerRate)]),
  );
  expect(await rowTexts(page, 'USDT-M futures')).toEqual(
    fees.futures.map((tier) => [tier.tier, percent(tier.makerRate), percent(tier.takerRate)]),
  );
  // Anonymous: no level is marked, and the page offers to sign in.
  await expect(page.locator('[data-current-tier]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    '/login?redirect=%2Ffee',
  );
});

test('§2 /vip/detail lists each level’s requirement; /vip/vipIntroduce quotes the live rates', async ({
  page,
  request,
}) => {
  const fees = await apiData<FeeSchedule>(request, '/info/fees');
  await page.goto('/vip/detail');
  await waitForFigures(page);
  const rows = await rowTexts(page, 'Spot trading');
  expect(rows.map((row) => [row[0], row[1]])).toEqual(
    fees.spot.map((tier) => [tier.tier, `≥ ${grouped(String(tier.minThirtyDayVolumeUsdt))}`]),
  );

  await page.goto('/zh-CN/vip/vipIntroduce');
  await waitForFigures(page);
  const first = fees.spot[0]!;
  const last = fees.spot.at(-1)!;
  await expect(page.getByTestId('vip-benefit')).toHaveText(
    `现货 Maker 手续费从 ${first.tier} 的 ${percent(first.makerRate)} 降至 ${last.tier} 的 ${percent(last.makerRate)}。`,
  );
});

test('§2 /download lists the server’s app catalogue', async ({ page, request }) => {
  const apps = await apiData<
    Array<{ platform: string; version: string; releasedAt: string; url: string | null }>
  >(request, '/info/downloads');
  await page.goto('/download');
  await waitForFigures(page);
  const rows = await rowTexts(page, 'Platform');
  expect(rows).toHaveLength(apps.length);
  expect(rows.map((row) => [row[1], row[2]])).toEqual(apps.map((app) => [app.version, app.releasedAt]));
  await expect(page.getByRole('link', { name: 'Get it: Web browser' })).toHaveAttribute(
    'href',
    '/spot/BTCUSDT',
  );
  const unpublished = apps.filter((app) => app.url === null).length;
  await expect(page.getByText('Not published yet')).toHaveCount(unpublished);
});

test('§2 /proof-of-reserves shows the snapshot’s figures and Merkle root', async ({ page, request }) => {
  const reserves = await apiData<Reserves>(request, '/info/reserves');
  await page.goto('/proof-of-reserves');
  await waitForFigures(page);
  await expect(page.getByTestId('merkle-root')).toHaveText(reserves.merkleRoot);
  await expect(page.getByText(`Accounts included: ${reserves.leafCount}`)).toBeVisible();
  const table = page.locator('table[aria-labelledby="info-reserves"]');
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
    );
  expect(rows.map((row) => row.slice(0, 3))).toEqual(
    reserves.assets.map((asset) => [asset.asset, grouped(asset.reserves), grouped(asset.liabilities)]),
  );
  // Without a session the check asks to sign in instead of calling the proof endpoint.
  await expect(page.getByText('Sign in to verify that your balances are included.')).toBeVisible();
});

test('§2 /protection-fund shows the seeded fund balance and its history', async ({ page, request }) => {
  const fund = await apiData<{ balance: string; history: Array<{ balance: string }> }>(
    request,
    '/info/protection-fund',
  );
  expect(fund.balance).toBe('1000000.00000000');
  await page.goto('/protection-fund');
  await waitForFigures(page);
  await expect(page.getByTestId('fund-balance')).toHaveText('1,000,000');
  const rows = page.locator('table[aria-labelledby="info-fund-history"] tbody tr');
  await expect(rows).toHaveCount(fund.history.length);
  await expect(rows.first()).toContainText('1,000,000 USDT');
});

test('§2 a signed-in user sees their own level marked and verifies their inclusion in the browser', async ({
  page,
}) => {
  await logIn(page, { returnTo: '/vip/detail' });
  const fees = await apiData<FeeSchedule>(page.request, '/info/fees');
  expect(fees.userTier).toBe('VIP0');
  await waitForFigures(page);
  await expect(page.getByTestId('user-tier')).toHaveText('Your current level is VIP0.');
  const marked = page.locator('[data-current-tier="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('VIP0');
  await expect(marked).toContainText('Your level');

  await page.goto('/ar/proof-of-reserves');
  await waitForFigures(page);
  const published = (await page.getByTestId('merkle-root').textContent()) ?? '';
  await page.getByRole('button', { name: 'تحقّق من أرصدتي' }).click();
  const result = page.getByTestId('inclusion-result');
  await expect(result.locator('[data-verified]')).toHaveAttribute('data-verified', 'true');
  await expect(result.locator('[data-verified]')).toHaveText(
    'تم التحقق: الجذر المحسوب من ورقتك يطابق الجذر المنشور.',
  );
  await expect(page.getByTestId('computed-root')).toHaveText(published);
});
