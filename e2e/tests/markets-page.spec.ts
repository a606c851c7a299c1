import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import { apiData } from './info-support.ts';

// Issue #18: `/markets` lists every spot pair and perpetual contract the gateway lists, with search,
// sorting, venue and quote tabs, favourites kept across reloads, and links to the trading pages.

interface Listing {
  symbol: string;
  baseCoin: string;
  quoteCoin: string;
}

const rows = (page: Page, venue?: 'spot' | 'futures') =>
  page.locator(
    venue ? `.markets-list tbody tr[data-market^="${venue}:"]` : '.markets-list tbody tr[data-market]',
  );

async function marketKeys(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-market') ?? ''));
}

async function openMarkets(page: Page, path = '/markets') {
  await page.goto(path);
  // Hydration and the first answers can take a while on a loaded machine.
  await expect(page.locator('.markets-list--loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(rows(page).first()).toBeVisible();
}

function venueTab(page: Page, name: string | RegExp): Locator {
  return page.getByRole('tablist', { name: 'Markets by venue' }).getByRole('tab', { name });
}

async function columnNumbers(page: Page, index: number): Promise<number[]> {
  const texts = await rows(page).evaluateAll(
    (items, column) => items.map((item) => item.children[column]?.textContent ?? ''),
    index,
  );
  return texts.map((text) => Number(text.replace(/[^\d.-]/g, '')));
}

test('the table shows every spot pair and every contract of the gateway', async ({ page, request }) => {
  const symbols = await apiData<Listing[]>(request, '/market/symbols');
  const contracts = await apiData<Listing[]>(request, '/futures/contracts');
  await openMarkets(page);
  await expect(venueTab(page, 'Spot')).toHaveAttribute('aria-selected', 'true');
  expect(await marketKeys(page)).toEqual(symbols.map((item) => `spot:${item.symbol}`));
  await venueTab(page, 'USDT-M Futures').click();
  await expect(rows(page, 'futures').first()).toBeVisible();
  expect(await marketKeys(page)).toEqual(contracts.map((item) => `futures:${item.symbol}`));
  // A contract's 24h figures come with its ticker: the live market trades within seconds, and then
  // every row shows a change, and a high and a low around the last price.
  await expect
    .poll(
      async () =>
        (await futuresFigures(page)).filter(
          (row) =>
            /^([+-]\d[\d,]*\.\d{2}|0\.00)%$/.test(row.change) && row.low <= row.last && row.last <= row.high,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(contracts.length);
  await expect(rows(page, 'futures').first().locator('svg.markets-sparkline')).toBeVisible();
});

/** Each futures row's change text and its last price, 24h high and low as numbers (NaN when unknown). */
async function futuresFigures(page: Page) {
  const cells = await rows(page, 'futures').evaluateAll((items) =>
    items.map((item) => [2, 3, 4, 5].map((column) => item.children[column]?.textContent ?? '')),
  );
  const number = (text: string) => (/\d/.test(text) ? Number(text.replace(/[^\d.-]/g, '')) : Number.NaN);
  return cells.map(([last = '', change = '', high = '', low = '']) => ({
    last: number(last),
    change,
    high: number(high),
    low: number(low),
  }));
}

test('quote tabs come from the listed pairs and narrow the spot table', async ({ page, request }) => {
  const symbols = await apiData<Listing[]>(request, '/market/symbols');
  const quotes = [...new Set(symbols.map((item) => item.quoteCoin))];
  await openMarkets(page);
  const quoteTabs = page.getByRole('tablist', { name: 'Quote asset' });
  if (quotes.length < 2) {
    await expect(quoteTabs).toHaveCount(0);
    return;
  }
  await expect(quoteTabs.getByRole('tab')).toHaveText(['All', ...quotes]);
  for (const quote of quotes) {
    await quoteTabs.getByRole('tab', { name: quote, exact: true }).click();
    await expect
      .poll(() => marketKeys(page))
      .toEqual(symbols.filter((item) => item.quoteCoin === quote).map((item) => `spot:${item.symbol}`));
  }
});

test('search narrows by coin and pair, and says when nothing matches', async ({ page }) => {
  await openMarkets(page);
  const search = page.getByRole('combobox', { name: 'Search markets' });
  await search.fill('eth');
  await expect.poll(async () => (await marketKeys(page)).length).toBeGreaterThan(0);
  for (const key of await marketKeys(page)) expect(key).toContain('ETH');
  await search.fill('btc/usdt');
  await expect.poll(() => marketKeys(page)).toEqual(['spot:BTCUSDT']);
  await search.fill('no such coin');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'No market matches' })).toBeVisible();
});

test('a column header sorts ascending, then descending, then back to the listing order', async ({ page }) => {
  await openMarkets(page);
  const listed = await marketKeys(page);
  const header = page.getByRole('columnheader', { name: 'Last price' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await columnNumbers(page, 2);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await columnNumbers(page, 2);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await header.getByRole('button').click();
  await expect(header).not.toHaveAttribute('aria-sort', /./);
  expect(await marketKeys(page)).toEqual(listed);
});

test('a favourite stays starred after a reload and has its own tab, without signing in', async ({ page }) => {
  await openMarkets(page);
  await page.getByRole('button', { name: 'Favourite ETH/USDT' }).click();
  await expect(page.getByRole('button', { name: 'Favourite ETH/USDT' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await venueTab(page, 'USDT-M Futures').click();
  await page.getByRole('button', { name: 'Favourite BTCUSDT' }).click();
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite ETH/USDT' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await venueTab(page, 'Favourites').click();
  await expect.poll(() => marketKeys(page)).toEqual(['spot:ETHUSDT', 'futures:BTCUSDT']);
  await page.getByRole('button', { name: 'Favourite ETH/USDT' }).click();
  await expect.poll(() => marketKeys(page)).toEqual(['futures:BTCUSDT']);
});

test("a row's link opens the market's trading page", async ({ page }) => {
  await openMarkets(page);
  await rows(page)
    .filter({ has: page.getByRole('link', { name: 'ETH/USDT', exact: true }) })
    .getByRole('link')
    .click();
  // The trading page's code loads on the way: slow on a loaded machine.
  await expect(page).toHaveURL(/\/spot\/ETHUSDT$/, { timeout: 30_000 });
  await openMarkets(page);
  await venueTab(page, 'USDT-M Futures').click();
  await page.locator('.markets-list tbody tr[data-market="futures:BTCUSDT"] a').click();
  await expect(page).toHaveURL(/\/futures\/usdt\/BTCUSDT$/, { timeout: 30_000 });
});

test('signed in, the page lists the same markets', async ({ page, request }) => {
  const symbols = await apiData<Listing[]>(request, '/market/symbols');
  await logIn(page, { returnTo: '/markets' });
  await expect(rows(page).first()).toBeVisible();
  expect(await marketKeys(page)).toEqual(symbols.map((item) => `spot:${item.symbol}`));
});

test('at 390 px a compact list (pair, price, change) without sideways scrolling, sorted from a select', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMarkets(page);
  const firstRow = rows(page).first();
  await expect(firstRow.locator('th a')).toBeVisible();
  await expect(firstRow.locator('td.numeric').nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '24h high' })).toBeHidden();
  const table = await page.locator('.markets-list').boundingBox();
  expect((table?.x ?? 0) + (table?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
  expect(
    await page.locator('.markets-page').evaluate((box) => box.scrollWidth - box.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByLabel('Sort by').selectOption({ label: '24h volume, highest first' });
  // The volume column is not shown at this width; its header still carries the order.
  await expect(page.locator('.markets-list thead th', { hasText: '24h volume' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('in Arabic the change keeps its sign before the number', async ({ page }) => {
  await openMarkets(page, '/ar/markets');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const changes = rows(page).locator('td[data-direction] > span');
  await expect(changes.first()).toHaveAttribute('dir', 'ltr');
  for (const text of await changes.allTextContents()) expect(text).toMatch(/^([+-]\d[\d,]*\.\d{2}|0\.00)%$/);
  const down = page.locator('td[data-direction="down"] > span').first();
  if ((await down.count()) > 0) {
    // Drawn left to right: the minus sign's box is left of the digits.
    const box = await down.boundingBox();
    const signRight = await down.evaluate((span) => {
      const range = document.createRange();
      range.setStart(span.firstChild as Text, 0);
      range.setEnd(span.firstChild as Text, 1);
      return range.getBoundingClientRect().right;
    });
    expect(signRight).toBeLessThanOrEqual((box?.x ?? 0) + 12);
  }
});
