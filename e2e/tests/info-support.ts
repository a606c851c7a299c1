import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

/** The §2 informational pages and a heading each shows once its data is in. */
export const INFO_PAGES = [
  '/fee',
  '/vip/detail',
  '/vip/vipIntroduce',
  '/download',
  '/proof-of-reserves',
  '/protection-fund',
] as const;

export async function chooseTheme(page: Page, cookieTheme: 'black' | 'white') {
  await page.context().addCookies([
    {
      name: 'tideline_settings',
      value: encodeURIComponent(JSON.stringify({ theme: cookieTheme })),
      url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3199',
    },
  ]);
}

/** Axe findings with the pointer resting off the controls: the scan is of the page at rest. */
export async function restingAxeViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  return axeViolations(page);
}

/** The `data` of a /v1 GET answered with the success envelope. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/v1${path}`);
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { code: number | string; data: T };
  expect(Number(body.code), path).toBe(0);
  return body.data;
}

/** Waits until the page's server figures have replaced the loading state. */
export async function waitForFigures(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.info-state')).toHaveCount(0);
}
