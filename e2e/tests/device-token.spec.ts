// Issue #4 in real Chromium against the real gateway (DEVICE_TOKEN_REQUIRED=1): the risk-control
// device token of spec §4/§9 is fetched at start, stored, refreshed on the page's own timers and
// attached to a listed path (§7), and the gateway refuses a listed path without a valid one.
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { DEFAULT_DEVICE_TOKEN_CONFIG, DEVICE_TOKEN_STORAGE_KEYS } from '@tideline/core/device-token';
import { DEVICE_IDENTITY_STORAGE_KEY } from '@tideline/core/fingerprint';
import { findLanguage } from '@tideline/protocol';
import {
  DEVICE_TOKEN_HEADER,
  DEVICE_TOKEN_REFUSAL,
  DEVICE_TOKEN_SUCCESS_LENGTH,
} from '@tideline/protocol/device-token-paths';
import { deviceMessage } from '../../apps/server/src/plugins/device-identity/messages.ts';
import { DEMO_USER } from '../support/log-in.ts';

// The fingerprint, the token fetch and the probes take seconds when parallel suites load the
// machine; polls wait for them longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The gateway demotes headless and automation browsers (docs/protocol-device.md "Demotion rules").
 * These tests play an ordinary desktop Chrome to earn a success token; the last test keeps the
 * headless agent to see the demoted branch.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FREQUENCY_MS = DEFAULT_DEVICE_TOKEN_CONFIG.refreshFrequencyMs;
const SEVEN_DAYS_S = 7 * 24 * 3600;
/** Slack for the time between reading a clock in the test and the page's own reading of it. */
const CLOCK_SLACK_MS = 5_000;

const isConstantIdRequest = (url: string) => new URL(url).pathname === '/v1/device/constant-id';

async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === DEVICE_TOKEN_STORAGE_KEYS.successCookie);
}

async function storedTerminalCode(page: Page): Promise<string> {
  await expect.poll(() => storedItem(page, DEVICE_IDENTITY_STORAGE_KEY)).not.toBeNull();
  const record = JSON.parse((await storedItem(page, DEVICE_IDENTITY_STORAGE_KEY)) ?? '{}') as {
    terminalCode: string;
  };
  return record.terminalCode;
}

/** A POST to a listed path straight from the page, so the test chooses the device-token header. */
async function postSendCode(page: Page, languageType: number, headers: Record<string, string>) {
  return page.evaluate(
    async ({ type, extra }) => {
      const response = await fetch(`/v1/user/public/sendCode?languageType=${type}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...extra },
        body: JSON.stringify({ type: 'email', email: 'device-token@example.com', scene: 'register' }),
      });
      return (await response.json()) as { code: unknown; group?: unknown; msg: string; data: unknown };
    },
    { type: languageType, extra: headers },
  );
}

test.describe('desktop browser', () => {
  test.use({ userAgent: DESKTOP_CHROME });

  test('§4 §9 fetched at start: a 40-character success token in a 7-day cookie, expiry now + 2 x 1200 s', async ({
    page,
    context,
  }) => {
    const requested = page.waitForRequest((request) => isConstantIdRequest(request.url()));
    const before = Date.now();
    await page.goto('/');
    const request = await requested;
    const answer = (await (await request.response())?.json()) as { data: { token: string } };
    const after = Date.now();
    // Held for the fingerprint, so the token is bound to this device's terminal code.
    expect(new URL(request.url()).searchParams.get('terminalCode')).toBe(await storedTerminalCode(page));
    expect(answer.data.token).toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);

    await expect.poll(async () => (await tokenCookie(context))?.value).toBe(answer.data.token);
    const cookie = await tokenCookie(context);
    expect(cookie?.path).toBe('/');
    const lifetime = (cookie?.expires ?? 0) - after / 1000;
    expect(lifetime).toBeGreaterThan(SEVEN_DAYS_S - CLOCK_SLACK_MS / 1000);
    expect(lifetime).toBeLessThanOrEqual(SEVEN_DAYS_S + CLOCK_SLACK_MS / 1000);

    await expect.poll(() => storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.expiresAt)).not.toBeNull();
    const expiresAt = Number(await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.expiresAt));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 2 * FREQUENCY_MS);
    expect(expiresAt).toBeLessThanOrEqual(after + 2 * FREQUENCY_MS + CLOCK_SLACK_MS);
    expect(await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.demotedToken)).toBeNull();
    expect(await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.pendingSince)).toBeNull();

    // A reload within the frequency keeps the stored token: no refresh is needed yet.
    let refetched = false;
    page.on('request', (next) => {
      if (isConstantIdRequest(next.url())) refetched = true;
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(refetched).toBe(false);
    expect((await tokenCookie(context))?.value).toBe(answer.data.token);
  });

  test('§4 §9 refreshed by the visible page once the refresh frequency has passed', async ({
    page,
    context,
  }) => {
    // The page's own clock, so the real refresh timer fires without waiting 20 minutes.
    await page.clock.install();
    await page.goto('/');
    await expect.poll(() => storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.expiresAt)).not.toBeNull();
    const firstExpiry = Number(await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.expiresAt));
    const firstToken = (await tokenCookie(context))?.value;
    expect(firstToken).toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);

    // Just before the frequency nothing happens: the expiry is still more than one frequency away.
    let early = false;
    const watchEarly = (request: { url(): string }) => {
      if (isConstantIdRequest(request.url())) early = true;
    };
    page.on('request', watchEarly);
    await page.clock.fastForward(FREQUENCY_MS / 2);
    await page.waitForLoadState('networkidle');
    expect(early).toBe(false);
    page.off('request', watchEarly);

    const refreshed = page.waitForRequest((request) => isConstantIdRequest(request.url()));
    await page.clock.fastForward(FREQUENCY_MS / 2);
    const request = await refreshed;
    const answer = (await (await request.response())?.json()) as { data: { token: string } };
    expect(answer.data.token).toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);
    expect(answer.data.token).not.toBe(firstToken);
    await expect.poll(async () => (await tokenCookie(context))?.value).toBe(answer.data.token);
    // The new expiry is the page's (advanced) now plus twice the frequency: one frequency later.
    await expect
      .poll(async () => Number(await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.expiresAt)))
      .toBeGreaterThanOrEqual(firstExpiry + FREQUENCY_MS);
    const secondExpiry = Number(await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.expiresAt));
    expect(secondExpiry).toBeLessThan(firstExpiry + FREQUENCY_MS + CLOCK_SLACK_MS * 6);
  });

  test('§7 attached to a listed path: the login carries the stored token and its terminal code', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect
      .poll(async () => (await tokenCookie(context))?.value)
      .toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);
    const token = (await tokenCookie(context))?.value;
    const terminalCode = await storedTerminalCode(page);
    await page.locator('#login-name').fill(DEMO_USER.email);
    await page.locator('#login-password').fill(DEMO_USER.password);
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/v1/user/login' && request.method() === 'POST',
    );
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    const request = await sent;
    expect(request.headers()[DEVICE_TOKEN_HEADER]).toBe(token);
    expect(request.headers()['terminal-code']).toBe(terminalCode);
    const answer = (await (await request.response())?.json()) as { code: unknown; group?: unknown };
    expect(answer.group).not.toBe(DEVICE_TOKEN_REFUSAL.group);
    expect(String(answer.code)).toBe('0');
  });

  test('§7 §8 a listed path without a valid token is refused with 00006, group device-token, in two languages', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect
      .poll(async () => (await tokenCookie(context))?.value)
      .toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);
    const token = (await tokenCookie(context))?.value ?? '';
    const terminalCode = await storedTerminalCode(page);
    for (const locale of ['en', 'ar'] as const) {
      const { languageType } = findLanguage(locale) ?? { languageType: 0 };
      const refusals = {
        missing: await postSendCode(page, languageType, { 'terminal-code': terminalCode }),
        terminalMismatch: await postSendCode(page, languageType, {
          'terminal-code': 'f'.repeat(32),
          [DEVICE_TOKEN_HEADER]: token,
        }),
        forged: await postSendCode(page, languageType, {
          'terminal-code': terminalCode,
          [DEVICE_TOKEN_HEADER]: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        }),
      };
      for (const [reason, answer] of Object.entries(refusals)) {
        expect(answer, `${locale} ${reason}`).toEqual({
          code: DEVICE_TOKEN_REFUSAL.code,
          group: DEVICE_TOKEN_REFUSAL.group,
          status: 'error',
          data: { reason },
          msg: deviceMessage(reason as keyof typeof refusals, languageType),
        });
      }
    }
    // The same call with the page's token passes the device check (whatever the mail rules say).
    const accepted = await postSendCode(page, 0, {
      'terminal-code': terminalCode,
      [DEVICE_TOKEN_HEADER]: token,
    });
    expect(accepted.group).not.toBe(DEVICE_TOKEN_REFUSAL.group);
  });
});

test('§4 §5 a headless browser gets a demoted token, kept in local storage and not in the cookie', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect.poll(() => storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.demotedToken)).not.toBeNull();
  const demoted = (await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.demotedToken)) ?? '';
  expect(demoted.length).toBeGreaterThan(0);
  expect(demoted).not.toHaveLength(DEVICE_TOKEN_SUCCESS_LENGTH);
  expect(await tokenCookie(context)).toBeUndefined();
  expect(await storedItem(page, DEVICE_TOKEN_STORAGE_KEYS.expiresAt)).toBeNull();
  // A demoted token still opens the listed paths: it marks the device for stricter checks.
  const answer = await postSendCode(page, 0, {
    'terminal-code': await storedTerminalCode(page),
    [DEVICE_TOKEN_HEADER]: demoted,
  });
  expect(answer.group).not.toBe(DEVICE_TOKEN_REFUSAL.group);
});
