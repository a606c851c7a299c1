import { expect, test } from '@playwright/test';

test('§2 the switcher lists the 31 languages by their own names and keeps the page', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.locator('.language-menu > summary').click();
  const list = page.getByRole('list', { name: 'Choose a language' });
  await expect(list.getByRole('link')).toHaveCount(31);
  await list.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/no-such-page$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
});

test('§2 Arabic is right to left throughout', async ({ page }) => {
  await page.goto('/');
  await page.locator('.language-menu > summary').click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  // The logo sits at the inline start, which is the right-hand edge in Arabic.
  const logo = await page.locator('.site-header__logo').boundingBox();
  const viewport = page.viewportSize()!;
  expect(logo!.x).toBeGreaterThan(viewport.width / 2);
});

test('§2 regional English has no prefix: choosing it is remembered by the cookie', async ({ page }) => {
  await page.goto('/de');
  await page.locator('.language-menu > summary').click();
  await page.getByRole('link', { name: 'English (UK)' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('§2 client-side links keep the current prefix', async ({ page }) => {
  await page.goto('/zh-CN');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: '设计系统' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/design-system$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('issue #21 item 14: a locale spelling followed by //host never redirects off the site', async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '').host;
  for (const path of [
    '/fr-FR//evil.com',
    '/fr-FR///evil.com/x',
    '/en-US//evil.com',
    '/zh-cn//evil.com?x=1',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    const location = response.headers().location ?? '';
    expect(location, path).toMatch(/^\/[^/\\]/);
    expect(new URL(location, baseURL).host, path).toBe(site);
  }
});
