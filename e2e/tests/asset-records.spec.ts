import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { deposit, freshTrader, openAssetPage } from './asset-support.ts';

// Issue #10 item 3: the transaction records page filters by date range, pages by the gateway's
// cursor (20 a page, newest first) and exports every matching row as CSV.

test.describe('records', () => {
  test('the date range filters, pages hold 20 rows, and the CSV has every row', async ({ page }) => {
    await freshTrader(page, 'asset-records');
    for (let index = 1; index <= 23; index += 1)
      await deposit(page, 'BTC', `0.${String(index).padStart(3, '0')}`);
    await openAssetPage(page, '/transactions');
    const table = page.getByTestId('records-asset-records');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('0.023');
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page.getByTestId('record-page')).toHaveText('Page 2');
    await expect(rows).toHaveCount(3);
    await expect(rows.last()).toContainText('0.001');
    await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(rows).toHaveCount(20);

    // A range that ended yesterday holds none of today's deposits; today's range holds them again.
    const pickRange = async (from: number, to: number) => {
      await page.getByRole('combobox', { name: 'Start date', exact: true }).click();
      const panel = page
        .getByRole('dialog', { name: 'Start date' })
        .or(page.getByRole('dialog', { name: 'Date range' }));
      await expect(panel).toBeVisible();
      for (const offset of [from, to]) {
        const date = new Date();
        date.setDate(date.getDate() + offset);
        const name = date.toLocaleDateString('en-US', {
          weekday: 'long',
          year: 'numeric',
          month: 'long',
          day: 'numeric',
        });
        await page
          .getByRole('gridcell', { name, exact: true })
          .and(page.locator(':not([data-outside])'))
          .first()
          .click();
      }
      await panel.getByRole('button', { name: 'OK' }).click();
      await expect(panel).toHaveCount(0);
    };
    await pickRange(-3, -1);
    await expect(table).toContainText('No records in this range.');
    await pickRange(0, 0);
    await expect(rows).toHaveCount(20);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await downloading).path();
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ts,kind,asset,amount,address,status');
    expect(lines).toHaveLength(1 + 23);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,deposit,BTC,0\.02300000,,completed$/,
    );
    expect(lines.at(-1)).toMatch(/,deposit,BTC,0\.00100000,,completed$/);
  });

  test('spot order records list a finished order, filter by side and export it', async ({ page }) => {
    await freshTrader(page, 'asset-spot-records');
    await deposit(page, 'USDT', '1000');
    const placed = await page.request.post('/v1/spot/order/place', {
      data: { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1000.00', size: '0.010000' },
    });
    const order = ((await placed.json()) as { data: { orderNo: string } }).data;
    await page.request.post('/v1/spot/order/cancel', { data: { symbol: 'BTCUSDT', orderNo: order.orderNo } });
    await openAssetPage(page, '/record/exchange');
    const table = page.getByTestId('records-spot-orders');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('Cancelled');
    await page.getByRole('combobox', { name: 'Side' }).click();
    await page.getByRole('option', { name: 'Sell' }).click();
    await expect(table).toContainText('No records in this range.');
    await page.getByRole('combobox', { name: 'Side' }).click();
    await page.getByRole('option', { name: 'Buy' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).first().click();
    const text = await readFile(await (await downloading).path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'createTime,symbol,orderType,side,buyPrice,buyDelegateCount,buyDealCount,marketPrice,dealCount,fee,status,orderNo',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,BTCUSDT,limit,buy,1000.00,0.010000,0.000000,`);
    expect(lines[1]).toMatch(new RegExp(`,cancelled,${order.orderNo}$`));
  });
});
