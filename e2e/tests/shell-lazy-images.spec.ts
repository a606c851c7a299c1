// Issue #30 item 5 in real Chromium against the real server: coin icons of a long list load lazily
// through one image component (§9 lazy-load throttle 200 ms for the scroll checks), served from the
// fastest image domain (§7), with the broken-image fallback (§8).
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { FASTEST_IMAGE_DOMAIN_KEY } from '@tideline/core/image-domain';

// Hydration, the first answers and the probes take seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const icons = (page: Page) => page.locator('.markets-list tbody tr[data-market] .coin-icon');

async function openMarkets(page: Page) {
  await page.goto('/markets');
  await expect(page.locator('.markets-list--loading')).toHaveCount(0);
  await expect(page.locator('.markets-list tbody tr[data-market]').first()).toBeVisible();
}

test('§9 lazy-load: icons below the fold wait for a scroll; the first rows load from the fastest image domain', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 480 });
  const requested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/coins/')) requested.add(url.pathname);
  });
  await openMarkets(page);
  const first = icons(page).first();
  await expect(first).toHaveAttribute('data-lazy-state', 'loaded');
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), FASTEST_IMAGE_DOMAIN_KEY))
    .toBe(baseURL);
  expect(new URL(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).origin).toBe(baseURL);

  // The last row is far below the fold: its icon has no address and was never asked for.
  const lastRow = page.locator('.markets-list tbody tr[data-market]').last();
  const last = lastRow.locator('img.coin-icon');
  await expect(last).toHaveAttribute('data-lazy-state', 'waiting');
  expect(await last.getAttribute('src')).toBeNull();
  const before = requested.size;
  const total = await page.locator('.markets-list tbody tr[data-market] img.coin-icon').count();
  expect(before).toBeLessThan(total);

  await lastRow.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-lazy-state', 'loaded');
});

test('§8 a broken coin icon falls back to the letter badge', async ({ page }) => {
  await page.route('**/coins/eth.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await openMarkets(page);
  const ethRow = page.locator('.markets-list tbody tr[data-market="spot:ETHUSDT"]');
  await ethRow.scrollIntoViewIfNeeded();
  await expect(ethRow.locator('.coin-icon--letter')).toHaveText('E');
  await expect(ethRow.locator('img.coin-icon')).toHaveCount(0);
});
