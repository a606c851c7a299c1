import { expect, type Locator, type Page, test } from '@playwright/test';
import { freshTrader } from './asset-support.ts';

// Issue #18 item 6, rough edges seen on the way, asserted as a person sees them: what fits on the
// first screen at 1440x900, columns that are not cut off, the phone's Buy/Sell bar, and a records
// table whose empty text and headers are not clipped.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PAGES = [
  { name: 'spot', path: '/spot/BTCUSDT' },
  { name: 'futures', path: '/futures/usdt/BTCUSDT' },
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('element has no box');
  return found;
}

/** Whether an element shows all of its content: nothing cut off sideways or below. */
async function notClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
  );
}

/** The trading screen, hydrated with its live chart drawn. */
async function openTrading(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.spot-chart__canvas canvas').first()).toBeVisible({ timeout: 45_000 });
}

test.describe('the trading screen at 1440x900', () => {
  test.use({ viewport: DESKTOP });

  test('chart with its time axis, book and order form with its submit button fit the first screen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await freshTrader(page, 'layout');
    for (const { path } of PAGES) {
      await openTrading(page, path);
      const submit = page.locator('.spot__form .spot-form__submit');
      await expect(submit).toBeVisible();
      // The chart's canvases end with the time axis: the box's bottom edge is the axis' bottom.
      const chart = await box(page.locator('.spot__chart .spot-chart__canvas'));
      const book = await box(page.locator('.spot__book .spot-book'));
      const button = await box(submit);
      // A form longer than the band scrolls inside its panel: the button is not cut off by it.
      const panel = await box(page.locator('.spot__form .spot-form'));
      expect(button.y + button.height, `${path}: submit inside its panel`).toBeLessThanOrEqual(
        panel.y + panel.height,
      );
      for (const [what, edge] of [
        ['chart', chart.y + chart.height],
        ['book', book.y + book.height],
        ['submit', button.y + button.height],
      ] as const) {
        expect(edge, `${path}: ${what} bottom`).toBeLessThanOrEqual(DESKTOP.height);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  for (const { name, path } of PAGES) {
    test(`the ${name} market panel shows its 24h change column whole`, async ({ page }) => {
      await openTrading(page, path);
      const panel = page.locator('.spot__markets');
      const table = panel.locator('.tl-table');
      await expect(table.locator('.tl-table__body .tl-table__row').first()).toBeVisible();
      // Its rows scroll down by design; sideways nothing may be hidden.
      expect(
        await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
        'the table does not scroll sideways',
      ).toBe(true);
      const tableBox = await box(table);
      const header = panel.getByRole('columnheader', { name: /24h change/ });
      const cells = [
        header,
        table.locator('.tl-table__body .tl-table__row').first().getByRole('cell').last(),
      ];
      for (const cell of cells) {
        const cellBox = await box(cell);
        expect(cellBox.x).toBeGreaterThanOrEqual(tableBox.x - 1);
        expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
        expect(await notClipped(cell), 'the cell text is not cut').toBe(true);
      }
    });
  }
});

test.describe('the trading screen on a phone (390x844)', () => {
  test.use({ viewport: PHONE });

  for (const { name, path } of PAGES) {
    test(`a fixed Buy/Sell bar at the bottom opens the ${name} order form with the side chosen`, async ({
      page,
    }) => {
      await openTrading(page, path);
      const bar = page.locator('.spot-trade-bar');
      await expect(bar).toBeVisible();
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      const barBox = await box(bar);
      expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height);
      const [buy, sell] = [bar.getByRole('button').first(), bar.getByRole('button').last()];
      for (const button of [buy, sell]) expect((await box(button)).height).toBeGreaterThanOrEqual(44);

      // Still there after scrolling: it stays on the bottom edge.
      await page.mouse.wheel(0, 600);
      expect(Math.round((await box(bar)).y + (await box(bar)).height)).toBe(PHONE.height);

      await sell.click();
      const tabs = page.getByRole('tablist', { name: 'Trading sections' });
      await expect(tabs.getByRole('tab', { name: 'Trade', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const form = page.getByRole('tabpanel');
      const side = form.getByRole('radiogroup', { name: 'Side' });
      // Spot names its sides Buy and Sell, futures Buy / Long and Sell / Short.
      await expect(side.getByRole('radio', { name: /^Sell\b/ })).toBeChecked();
      await buy.click();
      await expect(side.getByRole('radio', { name: /^Buy\b/ })).toBeChecked();
    });
  }
});

test.describe('records', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`an empty records table shows its empty text and its Fee header whole (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await freshTrader(page, 'layout-records');
      await page.goto('/record/exchange');
      const table = page.locator('.tl-table').first();
      const empty = table.locator('.tl-table__row--empty');
      await expect(empty).toHaveText('No records in this range.');
      const tableBox = await box(table);
      const emptyBox = await box(empty);
      expect(emptyBox.y + emptyBox.height).toBeLessThanOrEqual(tableBox.y + tableBox.height + 1);
      expect(await notClipped(table), 'the table box holds the empty text').toBe(true);
      const fee = table.getByRole('columnheader', { name: 'Fee', exact: true });
      await expect(fee).toBeVisible();
      expect(await notClipped(fee), 'the Fee header is not cut').toBe(true);
    });
  }
});
