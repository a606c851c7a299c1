import { expect, type Page, test } from '@playwright/test';
import authEn from '../../apps/web/app/auth/i18n/en.json' with { type: 'json' };
import authZhCN from '../../apps/web/app/auth/i18n/zh-CN.json' with { type: 'json' };
import widgetZhCN from '../../packages/ui/src/i18n/texts/zh-CN.json' with { type: 'json' };
import { logIn } from '../support/log-in.ts';
import { deviceTokenReady } from './auth-support.ts';

// Issue 8 item 6, protocol §6 QR login: the page shows a key, a logged-in app scans and confirms
// it through the gateway's real calls, and the page's polling then receives its own session.

async function openQrTab(page: Page, path: string, tabName: string): Promise<string> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await deviceTokenReady(page);
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user/public/qr/create');
  await page.getByRole('tab', { name: tabName }).click();
  const body = (await (await created).json()) as { data: { qrcodeKey: string; expiresIn: number } };
  expect(body.data.expiresIn).toBe(120);
  return body.data.qrcodeKey;
}

test('§7 the app scans and confirms the QR code; the page logs in and returns where it was sent from', async ({
  page,
  browser,
}) => {
  const app = await browser.newContext();
  const appPage = await app.newPage();
  await appPage.goto('/');
  await deviceTokenReady(appPage);
  await logIn(appPage);

  const qrcodeKey = await openQrTab(page, '/login?redirect=%2Faccount', authEn.qrTab);
  await expect(page.getByRole('img', { name: authEn.qrLabel })).toBeVisible();
  await expect(page.locator('[data-qr-phase="waiting"]')).toBeVisible();

  const scan = await app.request.post('/v1/user/public/qr/scan', { data: { qrcodeKey } });
  expect(((await scan.json()) as { code: unknown }).code).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: authEn.qrScanned })).toBeVisible();

  const confirm = await app.request.post('/v1/user/public/qr/confirm', { data: { qrcodeKey } });
  expect(((await confirm.json()) as { code: unknown }).code).toBe(0);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-user-id')).not.toBeEmpty();
  await app.close();
});

test('§8 the QR code expires after two minutes with an overlay and a refresh that brings a new code', async ({
  page,
}) => {
  await page.clock.install();
  const first = await openQrTab(page, '/zh-CN/login', authZhCN.qrTab);
  const code = page.getByRole('img', { name: authZhCN.qrLabel });
  await expect(code).toBeVisible();
  await expect(page.getByText(widgetZhCN.qrExpired)).toHaveCount(0);

  await page.clock.fastForward('01:59');
  await expect(page.locator('[data-qr-phase="expired"]')).toHaveCount(0);
  await page.clock.fastForward('00:02');
  await expect(page.locator('[data-qr-phase="expired"]')).toBeVisible();
  await expect(page.getByText(widgetZhCN.qrExpired)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: authZhCN.qrExpired })).toBeVisible();

  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user/public/qr/create');
  await page.getByRole('button', { name: widgetZhCN.qrRefresh }).click();
  const second = ((await (await created).json()) as { data: { qrcodeKey: string } }).data.qrcodeKey;
  expect(second).not.toBe(first);
  await expect(page.locator('[data-qr-phase="waiting"]')).toBeVisible();
  await expect(page.getByText(widgetZhCN.qrExpired)).toHaveCount(0);
});
