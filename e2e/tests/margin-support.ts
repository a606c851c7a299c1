import { expect, type Locator, type Page } from '@playwright/test';

/** Loading under this machine's load can take a while; every wait for the product says so. */
export const LOADED = { timeout: 30_000 } as const;

export interface MarginAccountView {
  mode: 'cross' | 'isolated';
  symbol: string | null;
  assets: { asset: string; free: string; borrowed: string; interest: string }[];
  marginLevel: string | null;
}

/** The session's margin accounts as the gateway has them. */
export async function marginAccounts(
  page: Page,
): Promise<{ cross: MarginAccountView; isolated: MarginAccountView[] }> {
  const answer = await page.request.get('/v1/margin/accounts');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { cross: MarginAccountView; isolated: MarginAccountView[] } })
    .data;
}

/** An asset's free balance in an account, cut to the pair's six amount decimals (a sell's size). */
export function freeOf(account: MarginAccountView | undefined, asset: string, decimals = 6): string {
  const free = account?.assets.find((row) => row.asset === asset)?.free ?? '0';
  const [whole, fraction = ''] = free.split('.');
  return `${whole}.${fraction.slice(0, decimals).padEnd(decimals, '0')}`;
}

/** What an account owes in all: principal and interest of every asset. */
export function owes(account: MarginAccountView | undefined): boolean {
  return (account?.assets ?? []).some((row) => Number(row.borrowed) > 0 || Number(row.interest) > 0);
}

/**
 * Opens one of an account card's dialogs (Transfer in, Transfer out, Borrow, Repay), picks the
 * asset, fills the amount (or presses Max) and confirms; waits for the dialog to close.
 */
export async function moveMoney(
  card: Locator,
  action: 'Transfer in' | 'Transfer out' | 'Borrow' | 'Repay',
  asset: string,
  amount: string | 'max',
) {
  const page = card.page();
  await card.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Asset').selectOption(asset);
  if (amount === 'max') {
    const max = dialog.getByRole('button', { name: 'Max' });
    await expect(max).toBeEnabled(LOADED);
    await max.click();
  } else await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden(LOADED);
}

/** Places a market order from the margin order form with a side effect. */
export async function placeMarket(
  page: Page,
  order: {
    side: 'Buy' | 'Sell';
    sideEffect: 'Normal' | 'Auto-borrow' | 'Auto-repay';
    total?: string;
    amount?: string;
  },
) {
  const form = page.getByTestId('margin-order-form');
  await form.getByRole('radio', { name: order.side, exact: true }).click();
  await form.getByRole('radio', { name: 'Market', exact: true }).click();
  await form.getByRole('radio', { name: order.sideEffect, exact: true }).click();
  if (order.total !== undefined) await form.getByLabel('Total (USDT)').fill(order.total);
  if (order.amount !== undefined) await form.getByLabel(/^Amount \(/).fill(order.amount);
  await form.getByRole('button', { name: new RegExp(`^${order.side} `) }).click();
  await expect(page.getByText('Order placed.').first()).toBeVisible(LOADED);
}
