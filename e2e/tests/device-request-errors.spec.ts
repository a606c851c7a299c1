// Spec §7/§8 in real Chromium: the request client gives up after 10 seconds on a gateway that
// never answers, and shows the catalogue's time-out text in the page's language; a gateway that
// is gone shows the network error's own message. The gateway is this file's own instance
// (e2e/support/own-server.ts): frozen with SIGSTOP for the time-out, stopped for "offline".
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEVICE_TOKEN_STORAGE_KEYS } from '@tideline/core/device-token';
import { REQUEST_TIMEOUT_MS } from '@tideline/core/request';
import { requestMessage } from '@tideline/protocol/request-messages';
import { DEMO_USER } from '../support/log-in.ts';
import { OWN_SERVER_START_TIMEOUT_MS, ownServerForFile } from '../support/own-server.ts';

// The fingerprint, the token fetch and the probes take seconds when parallel suites load the
// machine; polls wait for them longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const server = ownServerForFile(test);
// Starting the own server again after a test stopped it can take a minute on a busy machine, and
// the after-each hook's time counts against the test.
test.describe.configure({ timeout: OWN_SERVER_START_TIMEOUT_MS + 60_000 });

/** §8: a failed request without a response shows the error's own message, which axios words so. */
const NETWORK_ERROR_MESSAGE = 'Network Error';

const LOCALES = [
  { code: 'en', prefix: '' },
  { code: 'ar', prefix: '/ar' },
] as const;

test.beforeEach(async () => {
  // Each test starts on a gateway running and answering, whatever the test before left (frozen or
  // stopped). Before rather than after each test: the last one's stopped gateway is not started
  // again only to be stopped by the file's afterAll.
  if (server.isRunning) await server.resume();
  else await server.start();
});

/** Opens the login page on the own server and waits until the page holds its device token. */
async function openLogin(page: Page, prefix: string): Promise<void> {
  await page.goto(`${server.baseURL}${prefix}/login`);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(
        (keys) =>
          window.localStorage.getItem(keys.demotedToken) ?? window.localStorage.getItem(keys.expiresAt),
        DEVICE_TOKEN_STORAGE_KEYS,
      ),
    )
    .not.toBeNull();
  await page.locator('#login-name').fill(DEMO_USER.email);
  await page.locator('#login-password').fill(DEMO_USER.password);
}

function submit(page: Page) {
  return page.locator('form[data-form="login"] button[type="submit"]').click();
}

for (const locale of LOCALES) {
  test(`§7 §8 a gateway that never answers: the request times out after 10 s with the catalogue text (${locale.code})`, async ({
    page,
  }) => {
    await openLogin(page, locale.prefix);
    await server.pause();
    const expected = requestMessage('timeout', locale.code);
    const toast = page.locator('.tl-toast', { hasText: expected });
    await submit(page);
    // Nothing is shown while the client is still waiting for the frozen gateway.
    await expect(toast).toHaveCount(0);
    await expect(toast).toBeVisible({ timeout: REQUEST_TIMEOUT_MS + 20_000 });
    await expect(toast).toHaveText(expected);
  });

  test(`§8 an offline gateway: the network error's own message (${locale.code})`, async ({ page }) => {
    await openLogin(page, locale.prefix);
    await server.stop();
    await submit(page);
    await expect(page.locator('.tl-toast', { hasText: NETWORK_ERROR_MESSAGE })).toBeVisible();
  });
}
