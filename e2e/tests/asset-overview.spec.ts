import { expect, test } from '@playwright/test';
import { deposit, freshTrader, openAssetPage } from './asset-support.ts';

// Spec §3: the overview values every account in the chosen valuation currency, and the
// hide-figures preference masks every figure on the asset pages.

test.describe('asset overview', () => {
  test('§3 the valuation follows the chosen currency and hidden figures are masked everywhere', async ({
    page,
  }) => {
    await freshTrader(page, 'asset-overview');
    await deposit(page, 'USDT', '1000');
    await openAssetPage(page, '/asset');
    const total = page.getByTestId('asset-total');
    await expect(total).toHaveText('$1,000.00');
    await expect(page.getByTestId('asset-value-spot')).toHaveText('$1,000.00');

    const rates = (await (await page.request.get('/v1/asset/valuation-rates')).json()) as {
      data: { rates: Record<string, string> };
    };
    await page.getByRole('combobox', { name: 'Valuation currency' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'EUR (€)' }).click();
    const euros = (1000 * Number(rates.data.rates.EUR)).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(total).toHaveText(`€${euros}`);
    await page.reload();
    await expect(total).toHaveText(`€${euros}`);

    await page.getByRole('button', { name: 'Hide figures' }).click();
    await expect(total).toHaveText('******');
    await expect(page.getByTestId('asset-value-spot')).toHaveText('******');
    await expect(page.getByTestId('asset-total-usdt')).not.toContainText('1,000');
    await openAssetPage(page, '/asset/spot');
    const usdtRow = page.getByTestId('spot-balances').getByRole('row').filter({ hasText: /^USDT/ });
    await expect(usdtRow).toContainText('******');
    await expect(usdtRow).not.toContainText('1,000');
    await page.getByRole('button', { name: 'Show figures' }).click();
    await expect(usdtRow).toContainText('1,000.00000000');
  });
});
