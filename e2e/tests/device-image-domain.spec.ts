// Spec §7/§9 image domains in real Chromium: at start the page loads the probe image from every
// candidate domain of the gateway's client config and keeps the fastest that loads under
// `fastestimgdomain`.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEFAULT_PROBE_IMAGE_PATH, FASTEST_IMAGE_DOMAIN_KEY } from '@tideline/core/image-domain';
import { freePort, OWN_SERVER_START_TIMEOUT_MS, OwnServer } from '../support/own-server.ts';

// The fingerprint, the token fetch and the probes take seconds when parallel suites load the
// machine; polls wait for them longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The Playwright web server's origin (e2e/playwright.config.ts). */
const SHARED_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

function fastestDomain(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), FASTEST_IMAGE_DOMAIN_KEY);
}

const isProbe = (url: string) => new URL(url).pathname === DEFAULT_PROBE_IMAGE_PATH;

test('§7 §9 with no image domains configured the gateway origin is probed and kept', async ({ page }) => {
  const probed = page.waitForRequest((request) => isProbe(request.url()));
  await page.goto('/');
  const probe = new URL((await probed).url());
  expect(probe.origin).toBe(SHARED_ORIGIN);
  // A time stamp on every probe keeps caches from making a domain look faster.
  expect(probe.searchParams.get('t')).toMatch(/^\d+(\.\d+)?$/);
  await expect.poll(() => fastestDomain(page)).toBe(SHARED_ORIGIN);
});

test.describe('configured candidates', () => {
  let server = new OwnServer();
  /** A port nothing listens on, so an image from there fails at once. */
  let deadDomain = '';
  test.beforeAll(async () => {
    test.setTimeout(OWN_SERVER_START_TIMEOUT_MS + 30_000);
    deadDomain = `http://127.0.0.1:${await freePort()}`;
    server = new OwnServer({
      env: { IMAGE_DOMAINS: `${deadDomain},${SHARED_ORIGIN}`, IMAGE_DEFAULT_HOST: deadDomain },
    });
    await server.start();
  });
  test.afterAll(() => server.dispose());

  test('§7 §9 every candidate is probed, one that fails is passed over, the one that loads is kept', async ({
    page,
  }) => {
    const probedOrigins = new Set<string>();
    page.on('request', (request) => {
      if (isProbe(request.url())) probedOrigins.add(new URL(request.url()).origin);
    });
    await page.goto(`${server.baseURL}/`);
    await expect.poll(() => fastestDomain(page)).toBe(SHARED_ORIGIN);
    expect([...probedOrigins].sort()).toEqual([deadDomain, SHARED_ORIGIN].sort());
  });
});
